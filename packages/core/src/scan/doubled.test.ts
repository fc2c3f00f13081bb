import { describe, expect, it } from "vitest";
import { doubled } from "./doubled.js";

describe("doubled", () => {
  it("keeps every entry and doubles the length, leaving the input as it was", () => {
    const input = Int32Array.of(3, -1, 7);
    const grown = doubled(input);
    expect([...grown]).toEqual([3, -1, 7, 0, 0, 0]);
    expect(grown).not.toBe(input);
    expect([...input]).toEqual([3, -1, 7]);
  });
});
