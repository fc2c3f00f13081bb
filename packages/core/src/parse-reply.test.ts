import { describe, expect, it } from "vitest";
import { parseReply, type ReplyFormat } from "./parse-reply.js";
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

describe("parseReply", () => {
  it("reads a bare json_object call and validates it", () => {
    const { calls, text } = parseReply(
      '{"name": "get_weather", "arguments": {"city": "Paris", "days": "3"}}',
      tools,
      "json_object",
    );
    expect(text).toBe("");
    expect(calls).toEqual([
      {
        name: "get_weather",
        resolvedName: "get_weather",
        arguments: { city: "Paris", days: "3" },
        normalizedArguments: { city: "paris", days: 3 },
        valid: false,
        validation: expect.objectContaining({
          typeErrors: ["days: expected integer, got string"],
          nErrors: 1,
        }),
      },
    ]);
  });

  it("reads the common key variants", () => {
    for (const reply of [
      '{"name":"get_weather","parameters":{"city":"Oslo"}}',
      '{"name":"get_weather","args":{"city":"Oslo"}}',
      '{"name":"get_weather","input":{"city":"Oslo"}}',
      '{"function":{"name":"get_weather","arguments":"{\\"city\\":\\"Oslo\\"}"}}',
      '{"tool_calls":[{"id":"c1","type":"function","function":{"name":"get_weather","arguments":"{\\"city\\":\\"Oslo\\"}"}}]}',
      '[{"name":"get_weather","arguments":{"city":"Oslo"}}]',
    ]) {
      const { calls } = parseReply(reply, tools, "json_object");
      expect(calls.map((c) => [c.resolvedName, c.arguments, c.valid])).toEqual([
        ["get_weather", { city: "Oslo" }, true],
      ]);
    }
  });

  it("reads fenced JSON and keeps the prose as text", () => {
    const reply =
      'Let me check.\n```json\n{"name": "get_weather", "arguments": {"city": "Rome"}}\n```\nOne moment.';
    const { calls, text } = parseReply(reply, tools, "json_object");
    expect(calls).toHaveLength(1);
    expect(text).toBe("Let me check.\n\nOne moment.");
  });

  it("reads several <tool_call> tags in order", () => {
    const reply =
      'Two calls.\n<tool_call>{"name":"get_weather","arguments":{"city":"Lima"}}</tool_call>\n<tool_call>{"name":"functions.GetTime","arguments":{}}</tool_call>';
    const { calls, text } = parseReply(reply, tools, "tool_call_tags");
    expect(calls.map((c) => c.resolvedName)).toEqual(["get_weather", "get_time"]);
    expect(text).toBe("Two calls.");
  });

  it("reads provider payloads: OpenAI tool_calls and Anthropic tool_use blocks", () => {
    const openai = JSON.stringify({
      choices: [
        {
          message: {
            role: "assistant",
            tool_calls: [
              {
                id: "1",
                type: "function",
                function: { name: "get_weather", arguments: '{"city":"A"}' },
              },
              { id: "2", type: "function", function: { name: "get_time", arguments: "{}" } },
            ],
          },
        },
      ],
    });
    expect(parseReply(openai, tools).calls.map((c) => c.name)).toEqual(["get_weather", "get_time"]);
    const anthropic = JSON.stringify({
      role: "assistant",
      content: [
        { type: "text", text: "Checking" },
        { type: "tool_use", id: "tu_1", name: "get_weather", input: { city: "B" } },
      ],
    });
    const { calls } = parseReply(anthropic, tools);
    expect(calls.map((c) => [c.name, c.arguments])).toEqual([["get_weather", { city: "B" }]]);
  });

  it("keeps the prose of a whole provider message as the reply's text", () => {
    const openai = JSON.stringify({
      role: "assistant",
      content: "Checking the weather.",
      tool_calls: [
        { id: "1", type: "function", function: { name: "get_weather", arguments: '{"city":"A"}' } },
      ],
    });
    expect(parseReply(openai, tools)).toMatchObject({
      calls: [{ name: "get_weather", valid: true }],
      text: "Checking the weather.",
    });
    const anthropic = JSON.stringify({
      type: "message",
      role: "assistant",
      content: [
        { type: "text", text: "Let me check." },
        { type: "tool_use", id: "tu_1", name: "get_weather", input: { city: "B" } },
        { type: "text", text: "One moment." },
      ],
    });
    expect(parseReply(`Before.\n${anthropic}`, tools).text).toBe(
      "Before.\n\nLet me check.\n\nOne moment.",
    );
    // A bare call object has no prose: nothing is invented.
    expect(parseReply('{"name":"get_time","arguments":{}}', tools).text).toBe("");
  });

  it("repairs broken JSON syntax but reports a truncated call as malformed", () => {
    const repaired = parseReply(
      "{'name': 'get_weather', 'arguments': {'city': 'Kyiv',},}",
      tools,
      "json_object",
    );
    expect(repaired.calls[0]?.valid).toBe(true);
    const cut = parseReply(
      'Sure: {"name": "get_weather", "arguments": {"city": "Ky',
      tools,
      "json_object",
    );
    expect(cut.calls).toHaveLength(1);
    expect(cut.calls[0]).toMatchObject({ name: "get_weather", valid: false, arguments: {} });
    expect(cut.calls[0]?.validation.malformed).toBe(true);
    expect(cut.text).toBe("Sure:");
  });

  it("reports malformed string arguments and unknown tools", () => {
    const bad = parseReply(
      '{"function":{"name":"get_weather","arguments":"{\\"city\\": "}}',
      tools,
    );
    expect(bad.calls[0]?.validation.malformed).toBe(true);
    const unknown = parseReply('{"name":"launch","arguments":{}}', tools);
    expect(unknown.calls[0]).toMatchObject({ resolvedName: null, valid: false });
    expect(unknown.calls[0]?.validation.unknownTool).toBe(true);
  });

  it("reads only tags in tool_call_tags format", () => {
    const reply = 'Example: {"name":"get_time","arguments":{}}';
    expect(parseReply(reply, tools, "tool_call_tags").calls).toEqual([]);
    expect(parseReply(reply, tools, "json_object").calls).toHaveLength(1);
  });

  it("refuses a format it does not know, naming the ones it does", () => {
    const reply = '{"name":"get_time","arguments":{}}';
    for (const format of ["json", "tool_call_tag", "", "JSON_OBJECT"]) {
      expect(() => parseReply(reply, tools, format as ReplyFormat)).toThrow(
        /parseReply: unknown format .*"json_object", "tool_call_tags" or "auto"/,
      );
    }
    const options = { format: "json_object" } as unknown as ReplyFormat;
    expect(() => parseReply(reply, tools, options)).toThrow(/unknown format/);
    // Absent means the default.
    expect(parseReply(reply, tools, undefined).calls).toHaveLength(1);
  });

  it("returns no call, and the reply as text, for a plain answer", () => {
    const reply = 'It is sunny. The config was {"mode": "fast"}.';
    expect(parseReply(reply, tools)).toEqual({ calls: [], text: reply });
    const answer = '{"name": "Ada Lovelace", "born": 1815}';
    expect(parseReply(answer, tools, "json_object")).toEqual({ calls: [], text: answer });
    expect(parseReply('{"name": "get_time"}', tools).calls[0]?.valid).toBe(true);
  });

  it("stays linear on a hostile reply", () => {
    const reply = "{[".repeat(50_000);
    expect(parseReply(reply, tools).calls).toEqual([]);
  });
});
