import { describe, expect, it } from "vitest";
import type { ToolCall } from "../tool-call.js";
import { runCheck } from "./check.js";
import { checkOneOf } from "./one-of.js";
import { checkPattern } from "./pattern.js";
import { checkRange } from "./range.js";

const call: ToolCall = { name: "f", arguments: {} };

describe("oneOf rule", () => {
  it("allows listed values with strict equality", () => {
    expect(checkOneOf("USD", { oneOf: ["USD", "EUR"] }, "currency")).toBeUndefined();
    expect(checkOneOf(null, { oneOf: [null] }, "x")).toBeUndefined();
    expect(checkOneOf("5", { oneOf: [5] }, "n")).toBe('n: "5" is not allowed; use one of 5');
  });

  it("names the allowed values and cuts a long value short", () => {
    const message = checkOneOf("x".repeat(500), { oneOf: ["a", "b"] }, "mode");
    expect(message).toMatch(/^mode: "x+… is not allowed; use one of "a", "b"$/);
    expect(message!.length).toBeLessThan(100);
  });
});

describe("pattern rule", () => {
  it("searches unanchored, like JSON Schema", () => {
    expect(checkPattern("ref INV-1234 ok", { pattern: "INV-[0-9]{4}" }, "ref")).toBeUndefined();
    expect(checkPattern("INV-12", { pattern: "^INV-[0-9]{4}$" }, "ref")).toBe(
      'ref: "INV-12" does not match ^INV-[0-9]{4}$',
    );
    expect(checkPattern(1234, { pattern: "^[0-9]+$" }, "n")).toBeUndefined();
    expect(checkPattern({}, { pattern: "x" }, "n")).toBe("n: expected a string matching x");
  });

  it("runs in linear time on a pattern that backtracks catastrophically in JS", () => {
    const text = `${"a".repeat(50_000)}!`;
    expect(checkPattern(text, { pattern: "^(a+)+$" }, "s")).toMatch(/does not match/);
  });
});

describe("min/max rule", () => {
  it("checks inclusive bounds and says what to use", () => {
    expect(checkRange(500, { max: 500 }, "amount")).toBeUndefined();
    expect(checkRange(900, { max: 500 }, "amount")).toBe(
      "amount: 900 is above the maximum 500; use at most 500",
    );
    expect(checkRange(-1, { min: 0 }, "amount")).toBe(
      "amount: -1 is below the minimum 0; use at least 0",
    );
  });

  it("cannot be side-stepped with strings or non-finite numbers", () => {
    expect(checkRange("900", { max: 500 }, "amount")).toBe('amount: expected a number, got "900"');
    expect(checkRange(Number.NaN, { max: 500 }, "amount")).toMatch(/expected a number/);
    expect(checkRange(Number.POSITIVE_INFINITY, { max: 500 }, "amount")).toMatch(
      /expected a number/,
    );
  });
});

describe("check rule", () => {
  it("uses the returned message, prefixed with the path", () => {
    const rule = {
      check: (value: unknown) => (value === "friday" ? "no deploys on friday" : undefined),
    };
    expect(runCheck("monday", rule, "day", call)).toBeUndefined();
    expect(runCheck("friday", rule, "day", call)).toBe("day: no deploys on friday");
  });

  it("passes the call and fails closed when the check throws", () => {
    let seen: ToolCall | undefined;
    const remember = (_: unknown, c: ToolCall) => {
      seen = c;
      return undefined;
    };
    expect(runCheck(1, { check: remember }, "x", call)).toBeUndefined();
    expect(seen).toBe(call);
    const throwing = {
      check: () => {
        throw new Error("/home/app/secret.ts:12 boom");
      },
    };
    expect(runCheck(1, throwing, "x", call)).toBe("x: value rejected by a custom check");
  });
});
