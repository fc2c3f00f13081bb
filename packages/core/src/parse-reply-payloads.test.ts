import { describe, expect, it } from "vitest";
import { parseReply } from "./parse-reply.js";
import type { ToolSpec } from "./tool-spec.js";

const tools: ToolSpec[] = [
  {
    name: "get_weather",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
    },
  },
  { name: "get_time", parameters: { type: "object", properties: { zone: { type: "string" } } } },
];

const summary = (reply: string) =>
  parseReply(reply, tools).calls.map((c) => [c.resolvedName, c.arguments, c.valid]);

describe("parseReply: OpenAI Responses API payloads", () => {
  const response = {
    id: "resp_1",
    object: "response",
    status: "completed",
    output: [
      { type: "reasoning", id: "rs_1", summary: [] },
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "Checking both.", annotations: [] }],
      },
      {
        type: "function_call",
        id: "fc_1",
        call_id: "call_1",
        name: "get_weather",
        arguments: '{"city":"Paris","days":2}',
        status: "completed",
      },
      // No arguments at all: a tool without parameters, still a call.
      {
        type: "function_call",
        id: "fc_2",
        call_id: "call_2",
        name: "GetTime",
        status: "completed",
      },
    ],
    tools: [{ type: "function", name: "get_weather", parameters: {} }],
  };

  it("reads a whole response, or its output list, with the message's prose as text", () => {
    for (const value of [response, response.output]) {
      const { calls, text } = parseReply(JSON.stringify(value), tools, "json_object");
      expect(calls.map((c) => [c.name, c.resolvedName, c.arguments, c.valid])).toEqual([
        ["get_weather", "get_weather", { city: "Paris", days: 2 }, true],
        ["GetTime", "get_time", {}, true],
      ]);
      expect(text).toBe("Checking both.");
    }
  });

  it("validates the arguments like any call, and reports unreadable ones as malformed", () => {
    const item = (args: string) =>
      JSON.stringify({
        object: "response",
        output: [{ type: "function_call", call_id: "c", name: "get_weather", arguments: args }],
      });
    const wrong = parseReply(item('{"city":"Paris","days":"two"}'), tools).calls[0];
    expect(wrong?.valid).toBe(false);
    expect(wrong?.validation.typeErrors).toEqual(["days: expected integer, got string"]);
    const broken = parseReply(item('{"city": '), tools).calls[0];
    expect(broken).toMatchObject({ name: "get_weather", valid: false, arguments: {} });
    expect(broken?.validation.malformed).toBe(true);
  });
});

describe("parseReply: Gemini payloads", () => {
  const content = {
    role: "model",
    parts: [
      { text: "thinking it over", thought: true },
      { text: "Let me look." },
      { functionCall: { name: "get_weather", args: { city: "Rome" } } },
      { functionCall: { id: "fc-2", name: "get_time", args: { zone: "CET" } } },
    ],
  };

  it("reads a response, its content, or the parts alone; thoughts are not prose", () => {
    const response = {
      candidates: [{ content, finishReason: "STOP", index: 0 }],
      usageMetadata: { totalTokenCount: 9 },
      modelVersion: "gemini-2.5-flash",
    };
    for (const value of [response, content, content.parts]) {
      expect(parseReply(JSON.stringify(value), tools)).toMatchObject({
        calls: [
          { resolvedName: "get_weather", arguments: { city: "Rome" }, valid: true },
          { resolvedName: "get_time", arguments: { zone: "CET" }, valid: true },
        ],
        text: "Let me look.",
      });
    }
  });

  it("reads snake_case parts and args given as JSON text; a bad args value is malformed", () => {
    const parts = (args: unknown) =>
      JSON.stringify({ parts: [{ function_call: { name: "get_weather", args } }] });
    expect(summary(parts('{"city":"Oslo"}'))).toEqual([["get_weather", { city: "Oslo" }, true]]);
    for (const args of [["Oslo"], "{'city': ", 7]) {
      const call = parseReply(parts(args), tools).calls[0];
      expect(call).toMatchObject({ name: "get_weather", valid: false, arguments: {} });
      expect(call?.validation.malformed).toBe(true);
    }
  });
});

describe("parseReply: MCP tools/call requests", () => {
  const request = (id: number, name: string, args: unknown) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name, arguments: args, _meta: { progressToken: id } },
  });

  it("reads a request and a batch, in order, with no prose", () => {
    expect(parseReply(JSON.stringify(request(1, "get_weather", { city: "Oslo" })), tools)).toEqual(
      expect.objectContaining({ text: "" }),
    );
    const batch = JSON.stringify([
      request(1, "get_weather", { city: "Oslo" }),
      { jsonrpc: "2.0", method: "notifications/progress", params: { progress: 1 } },
      request(2, "get_time", '{"zone":"UTC"}'),
    ]);
    expect(summary(`Calling:\n${batch}`)).toEqual([
      ["get_weather", { city: "Oslo" }, true],
      ["get_time", { zone: "UTC" }, true],
    ]);
    expect(parseReply(`Calling:\n${batch}`, tools).text).toBe("Calling:");
  });

  it("reports arguments that are not an object as malformed, and checks required ones", () => {
    const bad = parseReply(JSON.stringify(request(1, "get_weather", 42)), tools).calls[0];
    expect(bad?.validation.malformed).toBe(true);
    const missing = parseReply(JSON.stringify(request(1, "get_weather", {})), tools).calls[0];
    expect(missing?.validation.missingRequired).toEqual(["city"]);
  });
});

describe("parseReply: payloads, bounds and look-alikes", () => {
  it("reports unreadable arguments, and a payload cut off mid-call, as malformed calls", () => {
    const unreadable = [
      '{"output":[{"type":"function_call","call_id":"c","name":"get_weather","arguments":"{\\"city\\":,}x"}]}',
      '{"candidates":[{"content":{"parts":[{"functionCall":{"name":"get_weather","args":"Rome"}}]}}]}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":[1]}}',
    ];
    for (const payload of unreadable) {
      const { calls } = parseReply(payload, tools);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ name: "get_weather", valid: false, arguments: {} });
      expect(calls[0]?.validation.malformed).toBe(true);
    }
    const cut = [
      '{"object":"response","output":[{"type":"function_call","call_id":"c","name":"get_weather","arguments":"{\\"city',
      '{"candidates":[{"content":{"parts":[{"functionCall":{"name":"get_weather","args":{"city":"Ro',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"ci',
    ];
    for (const payload of cut) {
      const { calls, text } = parseReply(`On it.\n${payload}`, tools);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ name: "get_weather", valid: false, arguments: {} });
      expect(calls[0]?.validation.malformed).toBe(true);
      expect(text).toBe("On it.");
    }
  });

  it("reads a payload only where the format reads JSON, and leaves look-alikes as text", () => {
    const mcp = JSON.stringify({
      method: "tools/call",
      params: { name: "get_time", arguments: {} },
    });
    expect(parseReply(mcp, tools, "tool_call_tags").calls).toEqual([]);
    expect(parseReply(`<tool_call>${mcp}</tool_call>`, tools, "tool_call_tags").calls).toHaveLength(
      1,
    );
    for (const reply of [
      '{"output": [1, 2], "name": "x"}',
      '{"parts": ["engine", "wheel"]}',
      '{"method": "tools/list", "params": {"name": "get_time"}}',
      '{"candidates": [{"name": "Ada"}]}',
      '{"type": "function_call", "arguments": {}}',
    ]) {
      expect(parseReply(reply, tools)).toEqual({ calls: [], text: reply });
    }
  });

  it("leaves a call that merely shares a payload's keys to the call shapes it always had", () => {
    // Its own name names the call: `params` do not turn it into the request's tool.
    const named =
      '{"name":"get_weather","method":"tools/call","params":{"name":"get_time","arguments":{}},"arguments":{"city":"Oslo"}}';
    expect(summary(named)).toEqual([["get_weather", { city: "Oslo" }, true]]);
    // A payload reader that finds no call leaves the record to the other shapes.
    for (const reply of [
      '{"type":"function_call","tool":"get_weather","input":{"city":"Oslo"}}',
      '{"type":"function_call","function":{"name":"get_weather","arguments":"{\\"city\\":\\"Oslo\\"}"}}',
      '{"name":"get_weather","arguments":{"city":"Oslo"},"parts":[{"text":"a"}]}',
      '{"tool_calls":[{"name":"get_weather","arguments":{"city":"Oslo"}}],"parts":[{"text":"note"}]}',
    ]) {
      expect(summary(reply)).toEqual([["get_weather", { city: "Oslo" }, true]]);
    }
  });

  it("reads __proto__ keys as data and never as a payload's prototype", () => {
    const hidden = '{"__proto__": {"method": "tools/call", "params": {"name": "get_time"}}}';
    expect(parseReply(hidden, tools).calls).toEqual([]);
    const reply =
      '{"method":"tools/call","params":{"name":"get_weather","arguments":{"city":"X","__proto__":{"polluted":true}}}}';
    const call = parseReply(reply, tools).calls[0];
    expect(Object.hasOwn(call?.arguments ?? {}, "__proto__")).toBe(true);
    expect(call?.valid).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).method).toBeUndefined();
  });

  it("stays linear on a large payload of many calls", () => {
    const parts = Array.from({ length: 5000 }, (_, i) => ({
      functionCall: { name: "get_weather", args: { city: `c${i}` } },
    }));
    const started = performance.now();
    const { calls } = parseReply(JSON.stringify({ candidates: [{ content: { parts } }] }), tools);
    expect(calls).toHaveLength(5000);
    expect(calls[4999]?.arguments).toEqual({ city: "c4999" });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
