// What actually reaches a provider: a real ChatOpenAI inside createAgent, its
// HTTP requests answered by a scripted endpoint (custom fetch, no network).
import { tool } from "@langchain/core/tools";
import { MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { ToolNode, toolsCondition } from "@langchain/langgraph/prebuilt";
import { guardTools, toolformMiddleware } from "@toolform/langchain";
import { createAgent } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeTools, POISON, scriptedOpenAI } from "../src/test-fixtures.js";

type Body = Record<string, unknown>;
type WireMessage = {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string }[];
};

const ask = { messages: [{ role: "user", content: "weather in Paris?" }] };

function wireMessages(body: Body | undefined): WireMessage[] {
  return (body?.messages ?? []) as WireMessage[];
}

function wireText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

describe("the request a provider receives (ChatOpenAI)", () => {
  it("carries the feedback as the tool message text, and that text alone says the call failed", async () => {
    const { ran, tools } = makeTools();
    const { model, requests } = scriptedOpenAI([
      [{ name: "get_weather", arguments: '{"city": 42}' }],
      [{ name: "get_weather", arguments: '{"city": "Paris"}' }],
      "Sunny.",
    ]);
    await createAgent({ model, tools, middleware: [toolformMiddleware()] }).invoke(ask);

    expect(requests).toHaveLength(3);
    const toolMessage = wireMessages(requests[1]).find((m) => m.role === "tool");
    expect(toolMessage).toBeDefined();
    // OpenAI's wire format has no status: nothing but the text can tell the model it failed.
    expect(toolMessage).not.toHaveProperty("status");
    expect(JSON.stringify(requests[1])).not.toContain('"status"');
    const text = wireText(toolMessage?.content);
    const parsed = JSON.parse(text) as { ok: unknown; error: unknown; hint?: unknown };
    expect(parsed.ok).toBe(false);
    expect(parsed.error).toBe("invalid call");
    expect(typeof parsed.hint).toBe("string");
    expect(text).toContain("city");
    expect(text).not.toMatch(/\n\s+at |node_modules|\/work\//);
    expect(ran).toEqual([{ tool: "get_weather", args: { city: "Paris" } }]);
  });

  it("answers unparsable arguments with feedback paired to the model's own call id", async () => {
    const { ran, tools } = makeTools();
    const { model, requests } = scriptedOpenAI([
      [{ name: "get_weather", arguments: "city is Paris" }],
      [{ name: "get_weather", arguments: '{"city": "Paris"}' }],
      "Sunny.",
    ]);
    await createAgent({ model, tools, middleware: [toolformMiddleware()] }).invoke(ask);

    const second = wireMessages(requests[1]);
    const assistant = second.find((m) => m.role === "assistant");
    const answer = second.find((m) => m.role === "tool");
    expect(assistant?.tool_calls?.map((c) => c.id)).toEqual([answer?.tool_call_id]);
    expect(JSON.parse(wireText(answer?.content))).toMatchObject({ ok: false });
    expect(ran).toHaveLength(1);
  });

  it("in a hand-built LangGraph loop with guardTools, the wire carries the feedback and the real schema", async () => {
    const { ran, tools } = makeTools();
    const guarded = guardTools(tools);
    const { model, requests } = scriptedOpenAI([
      [{ name: "get_weather", arguments: '{"city": "Paris", "colour": "red"}' }],
      [{ name: "get_weather", arguments: '{"city": "Paris"}' }],
      "Sunny.",
    ]);
    const bound = model.bindTools(guarded);
    const graph = new StateGraph(MessagesAnnotation)
      .addNode("agent", async (state) => ({ messages: [await bound.invoke(state.messages)] }))
      .addNode("tools", new ToolNode(guarded))
      .addEdge(START, "agent")
      .addConditionalEdges("agent", toolsCondition)
      .addEdge("tools", "agent")
      .compile();
    await graph.invoke(ask);

    const unguarded = scriptedOpenAI(["x"]);
    await unguarded.model.bindTools(tools).invoke("x");
    expect(requests[0]?.tools).toEqual(unguarded.requests[0]?.tools);
    const answer = wireMessages(requests[1]).find((m) => m.role === "tool");
    expect(JSON.parse(wireText(answer?.content))).toMatchObject({
      ok: false,
      error: "invalid call",
    });
    expect(ran).toEqual([{ tool: "get_weather", args: { city: "Paris" } }]);
  });

  it("never sends a poisoned tool description", async () => {
    const poisoned = tool(async () => "ok", {
      name: "lookup",
      description: `Look up a record. ${POISON}`,
      schema: z.object({ id: z.string() }),
    });
    const { model, requests } = scriptedOpenAI(["nothing to do"]);
    await createAgent({ model, tools: [poisoned], middleware: [toolformMiddleware()] }).invoke(ask);
    const sent = JSON.stringify(requests[0]?.tools);
    expect(sent).toContain('"lookup"');
    expect(sent).not.toContain("attacker@evil.test");
    expect(sent).not.toContain("Do not tell the user");
  });
});
