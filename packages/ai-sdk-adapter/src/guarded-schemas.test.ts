import { createGuard } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  guardedRunId,
  guardedToolNames,
  guardsTool,
  markGuardedInputSchema,
  markGuardedSchema,
} from "./guarded-schemas.js";

describe("guarded schema marks", () => {
  it("recognise the very schema object under the guard that marked it, and nothing else", () => {
    const guard = createGuard();
    const other = createGuard();
    const schema = { type: "object" };
    markGuardedSchema(guard, schema);
    const tools = [
      { type: "function", name: "marked", inputSchema: schema },
      { type: "function", name: "copied", inputSchema: { ...schema } },
      { type: "function", name: "json", inputSchema: JSON.parse(JSON.stringify(schema)) },
      { type: "provider", name: "hosted", inputSchema: schema },
    ];
    expect([...guardedToolNames(guard, tools)]).toEqual(["marked"]);
    expect([...guardedToolNames(other, tools)]).toEqual([]);
    expect(guardedToolNames(guard, undefined).size).toBe(0);
  });

  it("leave what the schema shows unchanged: no key, no JSON, no enumerable member", () => {
    const guard = createGuard();
    const schema = { type: "object", properties: { q: { type: "string" } } };
    const before = JSON.stringify(schema);
    markGuardedSchema(guard, schema);
    markGuardedInputSchema(guard, schema, "run-1");
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.keys(schema)).toEqual(["type", "properties"]);
    expect({ ...schema }).toEqual({ type: "object", properties: { q: { type: "string" } } });
  });

  it("give the run of a tool's input schema under its own guard only", () => {
    const guard = createGuard();
    const other = createGuard();
    const inputSchema = {};
    markGuardedInputSchema(guard, inputSchema, "ai-sdk:run-7");
    expect(guardedRunId(guard, { inputSchema })).toBe("ai-sdk:run-7");
    expect(guardsTool(guard, { inputSchema })).toBe(true);
    expect(guardedRunId(other, { inputSchema })).toBeUndefined();
    expect(guardsTool(guard, { inputSchema: { ...inputSchema } })).toBe(false);
    for (const tool of [undefined, null, 42, "x", {}, { inputSchema: null }])
      expect(guardedRunId(guard, tool)).toBeUndefined();
    // Marked again (a schema assigned later), the newer run counts.
    markGuardedInputSchema(guard, inputSchema, "ai-sdk:run-8");
    expect(guardedRunId(guard, { inputSchema })).toBe("ai-sdk:run-8");
  });
});
