// One policy serves both frameworks: the same call to the same zod tool gets the
// same decision, and the model reads the same feedback, from a LangChain agent
// (createAgent + toolformMiddleware, fakeModel) and from the AI SDK (guardTools +
// repairToolCall, MockLanguageModelV4). Both frameworks run for real.
import { AIMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool as langchainTool } from "@langchain/core/tools";
import { guardTools, repairToolCall } from "@toolform/ai-sdk";
import type { PolicyConfig } from "@toolform/core";
import { tool as aiTool, generateText, stepCountIs } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createAgent } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INJECTED, textOf, toolMessagesIn } from "./test-fixtures.js";
import { toolformMiddleware } from "./toolform-middleware.js";

const schema = z.object({
  city: z.string(),
  days: z.number().int().min(1).max(14).optional(),
  opts: z.object({ units: z.enum(["c", "f"]) }).optional(),
});
const policy: PolicyConfig = { values: { weather: { city: { oneOf: ["Paris", "Oslo"] } } } };

// What the model reads after calling `name` with `input` (raw JSON text), in the AI SDK.
async function aiSdkAnswer(name: string, input: string): Promise<string> {
  let turn = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      const first = turn++ === 0;
      return {
        content: first
          ? [{ type: "tool-call", toolCallId: "c1", toolName: name, input }]
          : [{ type: "text", text: "done" }],
        finishReason: { unified: first ? "tool-calls" : "stop", raw: undefined },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  const weather = aiTool({
    description: "Weather.",
    inputSchema: schema,
    execute: async () => "ran",
  });
  await generateText({
    model,
    tools: guardTools({ weather }, policy),
    repairToolCall: repairToolCall(policy),
    stopWhen: stepCountIs(3),
    prompt: "help me",
  });
  const prompt = model.doGenerateCalls[1]?.prompt ?? [];
  const output = prompt.flatMap((m) => (m.role === "tool" ? m.content : []))[0];
  const result = output?.type === "tool-result" ? output.output : undefined;
  const value = result !== undefined && "value" in result ? result.value : undefined;
  // The SDK prefixes its error name ("AI_InvalidToolInputError: …"); the feedback is the JSON.
  const text = String(value);
  return text.match(/\{"ok":false.*\}$/)?.[0] ?? text;
}

// What the model reads after calling `name` with `input`, in a LangChain agent.
async function langchainAnswer(name: string, input: string): Promise<string> {
  const weather = langchainTool(async () => "ran", {
    name: "weather",
    description: "Weather.",
    schema,
  });
  const model = fakeModel()
    .respond(
      new AIMessage({
        content: "",
        tool_calls: [{ id: "c1", name, args: JSON.parse(input), type: "tool_call" }],
      }),
    )
    .respond(new AIMessage("done"));
  const agent = createAgent({ model, tools: [weather], middleware: [toolformMiddleware(policy)] });
  await agent.invoke({ messages: [{ role: "user", content: "help me" }] });
  return textOf(toolMessagesIn(model.calls[1]?.messages ?? [])[0]);
}

describe("the same call under one policy, in both frameworks", () => {
  it.each([
    ["a valid call", "weather", { city: "Paris", days: 2 }],
    ["a safe repair", "weather", { city: "Paris", days: "2" }],
    ["a near-miss name", "functions.Weather", { city: "Oslo" }],
    ["a wrong type", "weather", { city: 42 }],
    ["an undeclared argument", "weather", { city: "Paris", colour: "red" }],
    ["an undeclared nested argument", "weather", { city: "Paris", opts: { units: "c", x: 1 } }],
    ["a value-rule violation", "weather", { city: "Rome" }],
    ["an injection", "weather", { city: INJECTED }],
    ["an unknown tool", "stock_price", { ticker: "ACME" }],
  ])("%s: the model reads the same answer", async (_label, name, args) => {
    const input = JSON.stringify(args);
    const fromLangchain = await langchainAnswer(name, input);
    expect(fromLangchain).toBe(await aiSdkAnswer(name, input));
  });

  it("an undeclared nested argument is refused in LangChain, as the schema the model is shown says", async () => {
    const answer = await langchainAnswer(
      "weather",
      JSON.stringify({ city: "Paris", opts: { units: "c", x: 1 } }),
    );
    expect(answer).toContain('"unknownArgs":["opts.x"]');
  });
});
