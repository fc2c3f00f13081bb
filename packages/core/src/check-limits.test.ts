import { describe, expect, it } from "vitest";
import { checkLimits, measureArgumentText } from "./check-limits.js";

const limits = { maxArgumentBytes: 1024, maxDepth: 8 };

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("checkLimits", () => {
  it("lets ordinary arguments through", () => {
    expect(checkLimits('{"city":"Paris"}', limits)).toBeUndefined();
    expect(checkLimits({ city: "Paris", days: [1, 2, { x: null }] }, limits)).toBeUndefined();
    expect(checkLimits(undefined, limits)).toBeUndefined();
  });

  it("measures text in UTF-8 bytes", () => {
    expect(checkLimits(JSON.stringify({ s: "é".repeat(500) }), limits)).toBeUndefined();
    expect(checkLimits(JSON.stringify({ s: "é".repeat(600) }), limits)).toMatchObject({
      code: "arguments_too_large",
      message: expect.stringMatching(/^arguments are \d+ bytes; the limit is 1024$/),
    });
  });

  it("measures nesting in text before anything parses it, ignoring brackets in strings", () => {
    expect(
      checkLimits(`${"[".repeat(100_000)}${"]".repeat(100_000)}`, {
        maxArgumentBytes: 1e7,
        maxDepth: 64,
      }),
    ).toEqual({
      code: "arguments_too_large",
      message: "arguments nest deeper than 64 levels",
    });
    expect(checkLimits(JSON.stringify({ s: "[[[[[[[[[[[[[[[[" }), limits)).toBeUndefined();
    expect(checkLimits(JSON.stringify(nested(8)), limits)).toBeUndefined();
    expect(checkLimits(JSON.stringify(nested(9)), limits)?.code).toBe("arguments_too_large");
  });

  it("measures objects without recursion, also 100k levels deep", () => {
    expect(checkLimits(nested(8), limits)).toBeUndefined();
    expect(checkLimits(nested(100_000), limits)).toEqual({
      code: "arguments_too_large",
      message: "arguments nest deeper than 8 levels",
    });
    expect(checkLimits({ s: "x".repeat(2000) }, limits)?.code).toBe("arguments_too_large");
  });

  it("reports a cycle instead of looping", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(checkLimits(cyclic, limits)).toEqual({
      code: "malformed_arguments",
      message: "arguments contain a cycle",
    });
  });

  it("counts shared references as JSON would write them, so a reference bomb is caught early", () => {
    let bomb: unknown = ["x".repeat(10)];
    for (let i = 0; i < 40; i++) bomb = [bomb, bomb];
    expect(checkLimits({ bomb }, { maxArgumentBytes: 1024, maxDepth: 64 })?.code).toBe(
      "arguments_too_large",
    );
    const shared = { v: 1 };
    expect(checkLimits({ a: shared, b: shared }, limits)).toBeUndefined();
  });

  it("rejects values JSON cannot carry", () => {
    expect(checkLimits({ n: 10n }, limits)).toEqual({
      code: "malformed_arguments",
      message: "arguments hold a bigint, which JSON cannot carry",
    });
  });

  it("counts the members a text writes, ignoring colons inside strings", () => {
    expect(measureArgumentText('{"a":{"b":"x:y"},"c":[{"d":1}]}')).toEqual({
      deepest: 3,
      members: 4,
    });
    expect(measureArgumentText('{"a":1,"a":2}').members).toBe(2);
  });

  it("reads escaped quotes and backslash runs inside strings as string content", () => {
    expect(measureArgumentText(String.raw`{"a":"x\"[[:","b":"y\\","c":[[1]]}`)).toEqual({
      deepest: 3,
      members: 3,
    });
    expect(measureArgumentText(String.raw`{"a":"\\\"{{{"}`)).toEqual({ deepest: 1, members: 1 });
    // An unclosed string hides whatever follows it.
    expect(measureArgumentText('{"a":"[[[[')).toEqual({ deepest: 1, members: 1 });
  });
});
