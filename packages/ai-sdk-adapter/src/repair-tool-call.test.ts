import type { PolicyConfig } from "@toolform/core";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { type Kit, scriptedModel } from "./e2e-kit.js";
import { guardTools } from "./guard-tools.js";
import { repairToolCall } from "./repair-tool-call.js";

const kit = { MockLanguageModel: MockLanguageModelV4 } as unknown as Kit;

describe("repairToolCall with guardTools", () => {
  it("hands a repaired call to a tool whose schema arrives as a promise on to it: decided once", async () => {
    const events: string[] = [];
    const policy: PolicyConfig = {
      onEvent: (e) => {
        if (e.type === "tool_call") events.push(e.action);
      },
    };
    const ran: unknown[] = [];
    const tools = guardTools(
      {
        lookup: tool({
          inputSchema: jsonSchema<{ n: number }>(
            Promise.resolve({
              type: "object",
              properties: { n: { type: "integer" } },
              required: ["n"],
            }),
          ),
          execute: async (input) => {
            ran.push(input);
            return "ok";
          },
        }),
      },
      policy,
    );
    // A near-miss name the SDK cannot match: repairToolCall decides it.
    const model = scriptedModel(kit, [{ calls: [{ name: "Lookup", input: { n: "7" } }] }]);
    await generateText({
      model: model as never,
      tools,
      repairToolCall: repairToolCall(policy),
      stopWhen: stepCountIs(3),
      prompt: "go",
    });
    expect(ran).toEqual([{ n: 7 }]);
    expect(events).toEqual(["execute"]);
  });
});
