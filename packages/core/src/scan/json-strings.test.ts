import { describe, expect, it } from "vitest";
import { pathKeys } from "./json-path-step.js";
import { jsonStrings } from "./json-strings.js";

describe("jsonStrings", () => {
  it("lists a string value after a closed container, never taking it for a key", () => {
    expect(jsonStrings('{"x":[{}, "note"]}')?.map((s) => [s.value, pathKeys(s.path)])).toEqual([
      ["note", ["x", 1]],
    ]);
    expect(
      jsonStrings('[[], {"a":{}}, "p", "q"]')?.map((s) => [s.value, pathKeys(s.path)]),
    ).toEqual([
      ["p", [2]],
      ["q", [3]],
    ]);
    expect(jsonStrings('{"a":{}, "b":"v"}')?.map((s) => [s.value, pathKeys(s.path)])).toEqual([
      ["v", ["b"]],
    ]);
  });
});
