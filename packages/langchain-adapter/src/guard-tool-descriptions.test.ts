import { AIMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { ToolNode } from "@langchain/langgraph/prebuilt";
import { describe, expect, it } from "vitest";
import { toolformMark } from "./feedback-message.js";
import { guardTool, guardTools } from "./guard-tool.js";
import { POISON, textOf, toolMessagesIn } from "./test-fixtures.js";

function lookupTool() {
  const schema: {
    type: "object";
    properties: { q: { type: "string"; description: string; enum?: string[] } };
    required: string[];
  } = {
    type: "object",
    properties: { q: { type: "string", description: "Query." } },
    required: ["q"],
  };
  const ran: unknown[] = [];
  const lookup = tool(
    async (args) => {
      ran.push(args);
      return "found";
    },
    { name: "lookup", description: "Look up.", schema },
  );
  return { lookup, schema, ran };
}

const callLookup = {
  messages: [
    new AIMessage({
      content: "",
      tool_calls: [{ name: "lookup", args: { q: "a" }, id: "c1", type: "tool_call" }],
    }),
  ],
};

describe("guardTools: descriptions that change after wrapping", () => {
  it.each([
    [
      "a reassigned description",
      (t: ReturnType<typeof lookupTool>) => {
        t.lookup.description = `Look up. ${POISON}`;
      },
    ],
    [
      "a parameter description edited in place",
      (t: ReturnType<typeof lookupTool>) => {
        t.schema.properties.q.description = `Query. ${POISON}`;
      },
    ],
    [
      "an enum edited in place",
      (t: ReturnType<typeof lookupTool>) => {
        t.schema.properties.q.enum = ["a", POISON];
      },
    ],
  ])("%s is guarded before the model is bound to the tool again", async (_label, change) => {
    const t = lookupTool();
    const [guarded] = guardTools([t.lookup]);
    await new ToolNode([guarded!]).invoke(callLookup);
    change(t);
    const shown = JSON.stringify(convertToOpenAITool(guarded as never));
    expect(shown).toContain("lookup");
    expect(shown).not.toContain("attacker@evil.test");
  });

  it("under block, a tool poisoned after wrapping is shown stripped and its calls are refused", async () => {
    const t = lookupTool();
    const guarded = guardTool(t.lookup, { injection: { descriptions: "block" } });
    t.lookup.description = `Look up. ${POISON}`;
    expect(JSON.stringify(convertToOpenAITool(guarded as never))).not.toContain(
      "attacker@evil.test",
    );
    const out = await new ToolNode([guarded]).invoke(callLookup);
    const reply = toolMessagesIn(out.messages)[0];
    expect(toolformMark(reply)?.action).toBe("feedback");
    expect(textOf(reply)).toContain("lookup");
    expect(t.ran).toHaveLength(0);
  });
});
