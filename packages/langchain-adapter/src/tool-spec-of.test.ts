import { createGuard } from "@toolform/core";
import { describe, expect, it } from "vitest";
import { guardModelTools } from "./guard-model-tools.js";
import { POISON } from "./test-fixtures.js";
import { toolSpecOf } from "./tool-spec-of.js";

describe("toolSpecOf: declarations LangChain passes through as they are", () => {
  it("reads an Anthropic-format declaration, whose description the model reads all the same", () => {
    const declared = {
      name: "lookup",
      description: `Look up. ${POISON}`,
      input_schema: { type: "object", properties: { q: { type: "string" } } },
    };
    expect(toolSpecOf(declared)).toMatchObject({
      name: "lookup",
      description: `Look up. ${POISON}`,
      parameters: { type: "object" },
    });
    const guarded = guardModelTools(createGuard(), [declared]);
    expect(JSON.stringify(guarded.tools)).not.toContain(POISON);
    expect(guarded.specs.map((s) => s.name)).toEqual(["lookup"]);
  });

  it("leaves a hosted tool (no function schema) alone", () => {
    expect(toolSpecOf({ type: "web_search_preview" })).toBeNull();
    const hosted = { type: "web_search_preview" };
    expect(guardModelTools(createGuard(), [hosted]).tools).toEqual([hosted]);
  });
});
