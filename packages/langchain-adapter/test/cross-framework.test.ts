// One policy object, two frameworks: an AI SDK agent (generateText + @toolform/ai-sdk)
// and a LangChain agent (createAgent + @toolform/langchain) make the same calls and
// must reach the same decisions.
import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { guardTools as guardAiTools } from "@toolform/ai-sdk";
import { createGuard, definePolicy, type ToolformEvent } from "@toolform/core";
import { toolformMiddleware } from "@toolform/langchain";
import { tool as aiTool, generateText, type JSONSchema7, jsonSchema, stepCountIs } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createAgent } from "langchain";
import { describe, expect, it } from "vitest";
import { INJECTED, makeTools } from "../src/test-fixtures.js";

// The calls both agents' models make, one per step, as raw argument text.
const script = [
  { name: "get_weather", input: '{"city": 42}' },
  { name: "get_weather", input: '{"city": "Paris", "days": "3"}' },
  {
    name: "send_email",
    input: JSON.stringify({ to: "ceo@evil-corp.test", subject: "s", body: "b" }),
  },
  {
    name: "send_email",
    input: JSON.stringify({ to: "a@example.com", subject: "s", body: INJECTED }),
  },
  {
    name: "send_email",
    input: JSON.stringify({ to: "a@example.com", subject: "s", body: "hello" }),
  },
] as const;

const events: { framework: string; event: ToolformEvent }[] = [];
let framework = "";
const policy = definePolicy({
  values: { send_email: { to: { domains: ["example.com"] } } },
  maxRetries: 10,
  onEvent: (event) => events.push({ framework, event }),
});

const decisionsOf = (name: string) =>
  events
    .filter((e) => e.framework === name && e.event.type === "tool_call")
    .map(({ event }) => ({
      tool: event.tool,
      action: event.action,
      codes: [...event.codes].sort(),
    }));

const weatherSchema: JSONSchema7 = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 14 } },
  required: ["city"],
  additionalProperties: false,
};
const emailSchema: JSONSchema7 = {
  type: "object",
  properties: { to: { type: "string" }, subject: { type: "string" }, body: { type: "string" } },
  required: ["to", "subject", "body"],
  additionalProperties: false,
};

// What each framework's model read back for the calls ToolForm refused.
const readBack: { aiSdk: string[]; langchain: string[] } = { aiSdk: [], langchain: [] };

function toolResultTexts(prompt: unknown): string[] {
  const texts: string[] = [];
  for (const message of prompt as { role: string; content: unknown }[]) {
    if (message.role !== "tool" || !Array.isArray(message.content)) continue;
    for (const part of message.content as { output?: { type?: string; value?: unknown } }[]) {
      if (part.output?.type?.startsWith("error") === true) texts.push(String(part.output.value));
    }
  }
  return texts;
}

async function runAiSdk(): Promise<string[]> {
  const ran: string[] = [];
  let step = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      const call = script[step];
      step += 1;
      const content =
        call === undefined
          ? [{ type: "text" as const, text: "done" }]
          : [
              {
                type: "tool-call" as const,
                toolCallId: `c${step}`,
                toolName: call.name,
                input: call.input,
              },
            ];
      return {
        content,
        finishReason: { unified: call === undefined ? "stop" : "tool-calls", raw: undefined },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      } as never;
    },
  });
  const tools = guardAiTools(
    {
      get_weather: aiTool({
        inputSchema: jsonSchema(weatherSchema),
        execute: async (input) => {
          ran.push(`get_weather ${JSON.stringify(input)}`);
          return "sunny";
        },
      }),
      send_email: aiTool({
        inputSchema: jsonSchema(emailSchema),
        execute: async (input) => {
          ran.push(`send_email ${JSON.stringify(input)}`);
          return "sent";
        },
      }),
    },
    policy,
  );
  await generateText({ model, tools, prompt: "go", stopWhen: stepCountIs(script.length + 2) });
  readBack.aiSdk = toolResultTexts(model.doGenerateCalls.at(-1)?.prompt);
  return ran;
}

async function runLangChain(): Promise<string[]> {
  const { ran, tools } = makeTools();
  const model = fakeModel();
  for (const [i, call] of script.entries()) {
    model.respondWithTools([{ name: call.name, args: JSON.parse(call.input), id: `c${i}` }]);
  }
  model.respond(new AIMessage("done"));
  const result = await createAgent({
    model,
    tools,
    middleware: [toolformMiddleware(policy)],
  }).invoke({
    messages: [{ role: "user", content: "go" }],
  });
  readBack.langchain = result.messages
    .filter((m) => ToolMessage.isInstance(m) && m.status === "error")
    .map((m) => String(m.content));
  return ran.map((r) => `${r.tool} ${JSON.stringify(r.args)}`);
}

describe("one policy, AI SDK and LangChain", () => {
  it("yields the same decisions on the same calls, and runs the same calls", async () => {
    framework = "ai-sdk";
    const aiRan = await runAiSdk();
    framework = "langchain";
    const lcRan = await runLangChain();

    const ai = decisionsOf("ai-sdk");
    const lc = decisionsOf("langchain");
    expect(ai).toHaveLength(script.length);
    expect(lc).toEqual(ai);
    expect(lc.map((d) => d.action)).toEqual([
      "feedback",
      "execute",
      "feedback",
      "block",
      "execute",
    ]);
    expect(lcRan).toEqual(aiRan);

    // The same feedback, too: every refusal text LangChain's model read is in what the AI SDK's model read.
    expect(readBack.langchain).toHaveLength(3);
    expect(readBack.aiSdk).toHaveLength(3);
    readBack.langchain.forEach((text, i) => {
      expect(JSON.parse(text)).toMatchObject({ ok: false });
      expect(readBack.aiSdk[i]).toContain(text);
    });

    // And both match the guard itself, asked directly.
    const guard = createGuard(policy);
    const tools = [
      { name: "get_weather", parameters: weatherSchema },
      { name: "send_email", parameters: emailSchema },
    ];
    framework = "direct";
    for (const call of script)
      await guard.decide({ name: call.name, arguments: call.input }, { tools, runId: "direct" });
    expect(decisionsOf("direct")).toEqual(lc);
  });
});
