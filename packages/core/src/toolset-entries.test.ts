import { describe, expect, it } from "vitest";
import type { ToolInput } from "./tool-spec.js";
import { sameEntries, snapshotEntries } from "./toolset-entries.js";

const a = { name: "a", parameters: {} };
const b = { name: "b", parameters: {} };

describe("snapshotEntries / sameEntries", () => {
  it("sees an array gain, lose or replace an entry, and nothing else", () => {
    const tools = [a, b];
    const seen = snapshotEntries(tools);
    expect(sameEntries(tools, seen)).toBe(true);
    tools.push({ ...a });
    expect(sameEntries(tools, seen)).toBe(false);
    tools.pop();
    expect(sameEntries(tools, seen)).toBe(true);
    tools[1] = { ...b };
    expect(sameEntries(tools, seen)).toBe(false);
  });

  it("sees a record gain, lose, reorder or replace a key", () => {
    const tools: Record<string, ToolInput> = { a, b };
    const seen = snapshotEntries(tools);
    expect(sameEntries(tools, seen)).toBe(true);
    expect(sameEntries({ b, a }, seen)).toBe(false);
    expect(sameEntries({ a }, seen)).toBe(false);
    expect(sameEntries({ a, b, c: a }, seen)).toBe(false);
    expect(sameEntries({ a, b: { ...b } }, seen)).toBe(false);
    // Inherited keys are not tools, as `Object.keys` (and so toToolSpecs) reads it.
    const inherited = Object.assign(Object.create({ c: a }) as Record<string, ToolInput>, { a, b });
    expect(sameEntries(inherited, seen)).toBe(true);
  });

  it("copies nothing for a frozen toolset, which cannot change", () => {
    const tools = Object.freeze([a, b]);
    const seen = snapshotEntries(tools);
    expect(seen.entries).toEqual([]);
    expect(sameEntries(tools, seen)).toBe(true);
  });
});
