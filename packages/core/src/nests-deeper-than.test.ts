import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./nests-deeper-than.js";

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, in text and in objects alike", () => {
    expect(nestsDeeperThan('{"a":{"a":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"a":[[1]]}}', 3)).toBe(true);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
  });

  it("ignores brackets inside strings and any size", () => {
    expect(nestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan({ a: "x".repeat(100_000) }, 1)).toBe(false);
  });

  it("reads 100,000 levels without overflowing the stack", () => {
    expect(nestsDeeperThan(nested(100_000), 64)).toBe(true);
    expect(nestsDeeperThan(`${"[".repeat(100_000)}${"]".repeat(100_000)}`, 64)).toBe(true);
  });
});
