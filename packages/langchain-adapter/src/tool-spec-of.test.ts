import { tool } from "@langchain/core/tools";
import { createGuard } from "@toolform/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
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

describe("toolSpecOf: one spec object while the tool reads the same", () => {
  const jsonTool = () => {
    const schema = {
      type: "object" as const,
      properties: { q: { type: "string", description: "Query" } },
      required: ["q"],
    };
    return {
      schema,
      lookup: tool(async () => "ok", { name: "lookup", description: "Look up.", schema }),
    };
  };

  it("returns the same spec until a description, a schema or a nested field changes", () => {
    const { schema, lookup } = jsonTool();
    const first = toolSpecOf(lookup);
    expect(toolSpecOf(lookup)).toBe(first);
    schema.properties.q.description = `Query. ${POISON}`;
    const edited = toolSpecOf(lookup);
    expect(edited).not.toBe(first);
    expect(JSON.stringify(edited)).toContain(POISON);
    expect(toolSpecOf(lookup)).toBe(edited);
    Object.assign(schema.properties.q, { enum: ["a", POISON] });
    const widened = toolSpecOf(lookup);
    expect(widened).not.toBe(edited);
    expect(widened?.parameters).toMatchObject({ properties: { q: { enum: ["a", POISON] } } });
    lookup.description = `Look up. ${POISON}`;
    expect(toolSpecOf(lookup)?.description).toBe(`Look up. ${POISON}`);
  });

  it("keeps the spec for an equal schema put in place, and sees that schema's own edits", () => {
    const { schema, lookup } = jsonTool();
    const first = toolSpecOf(lookup);
    const replacement = structuredClone(schema);
    lookup.schema = replacement as never;
    expect(toolSpecOf(lookup)).toBe(first);
    replacement.properties.q.description = `Query. ${POISON}`;
    const edited = toolSpecOf(lookup);
    expect(edited).not.toBe(first);
    expect(JSON.stringify(edited)).toContain(POISON);
  });

  it("reads a zod schema by the JSON Schema LangChain binds for it", () => {
    const schema = z.object({ q: z.string().describe("Query") });
    const lookup = tool(async () => "ok", { name: "lookup", description: "Look up.", schema });
    const first = toolSpecOf(lookup);
    expect(first?.parameters).toMatchObject({ properties: { q: { description: "Query" } } });
    expect(toolSpecOf(lookup)).toBe(first);
    lookup.schema = z.object({ q: z.string().describe(`Query. ${POISON}`) }) as never;
    expect(JSON.stringify(toolSpecOf(lookup))).toContain(POISON);
  });
});
