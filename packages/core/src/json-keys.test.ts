import { describe, expect, it } from "vitest";
import { jsonKeys } from "./json-keys.js";

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
    expect(keys.map((k) => [k.value, k.path, k.object])).toEqual([
      ["a", ["a"], 0],
      ["b\n", ["a", "b\n"], 1],
      ["c", ["c"], 0],
      ["d", ["c", 2, "d"], 3],
    ]);
  });

  it("lists only the wanted keys, and builds no path with paths: false", () => {
    const raw = '{"a":{"b":1,"c":2}}';
    expect(jsonKeys(raw, (k) => k === "c").map((k) => k.path)).toEqual([["a", "c"]]);
    expect(jsonKeys(raw, undefined, false).map((k) => [k.value, k.path])).toEqual([
      ["a", []],
      ["b", []],
      ["c", []],
    ]);
  });

  it("stays linear in nesting depth when only some keys are wanted", () => {
    const depth = 20000;
    const raw = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const started = performance.now();
    expect(jsonKeys(raw, () => false)).toEqual([]);
    expect(jsonKeys(raw, undefined, false)).toHaveLength(depth);
    // Copying the path of every key took seconds at this depth.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
