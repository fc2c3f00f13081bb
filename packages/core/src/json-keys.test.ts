import { describe, expect, it } from "vitest";
import { jsonKeys } from "./json-keys.js";
import { pathKeys, pathText } from "./scan/json-path-step.js";

describe("jsonKeys", () => {
  it("never reads a string value after a closed container as a key", () => {
    for (const raw of [
      '{"x":[{}, "not a key"]}',
      '[{}, "not a key", "nor this"]',
      '{"x":[[], "not a key"]}',
      '{"x":[{"y":{}}, "not a key"]}',
    ]) {
      expect(jsonKeys(raw).map((k) => k.value)).not.toContain("not a key");
    }
    expect(jsonKeys('{"a":{}, "b":[], "c":1}').map((k) => k.value)).toEqual(["a", "b", "c"]);
    const keys = jsonKeys('{"a":{"b\\n":1},"c":[{}, "v", {"d":2}]}');
    expect(keys.map((k) => [k.value, pathKeys(k.path), k.object])).toEqual([
      ["a", ["a"], 0],
      ["b\n", ["a", "b\n"], 1],
      ["c", ["c"], 0],
      ["d", ["c", 2, "d"], 3],
    ]);
  });

  it("lists only the wanted keys, each with its whole path", () => {
    const raw = '{"a":{"b":1,"c":2}}';
    expect(jsonKeys(raw, (k) => k === "c").map((k) => pathKeys(k.path))).toEqual([["a", "c"]]);
    expect(jsonKeys(raw).map((k) => [k.value, pathText(k.path)])).toEqual([
      ["a", "a"],
      ["b", "a.b"],
      ["c", "a.c"],
    ]);
  });

  it("gives every key of a text 20,000 objects deep its path, sharing their steps", () => {
    // A path copied per key cost keys × depth: 2·10^8 entries here, seconds or out of memory.
    const depth = 20_000;
    const raw = `${'{"a":['.repeat(depth)}1${"]}".repeat(depth)}`;
    expect(jsonKeys(raw, () => false)).toEqual([]);
    const keys = jsonKeys(raw);
    expect(keys).toHaveLength(depth);
    const deepest = keys[depth - 1];
    expect(pathText(deepest?.path)).toBe(`${"a.0.".repeat(depth - 1)}a`);
    expect(deepest?.start).toBe(raw.lastIndexOf('"a"') + 1);
  });
});
