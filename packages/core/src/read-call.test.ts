import { describe, expect, it } from "vitest";
import { callName, readCall } from "./read-call.js";

describe("readCall", () => {
  it("takes the first argument key present, in ARGUMENT_KEYS order", () => {
    expect(readCall({ args: { a: 1 }, input: { b: 2 } }, "f")).toEqual({
      name: "f",
      arguments: { a: 1 },
    });
    expect(readCall({ name: "f" }, "f")).toEqual({ name: "f", arguments: undefined });
  });

  it("reads a name only when it is non-empty text", () => {
    expect(callName({ name: "f" }, "name")).toBe("f");
    for (const name of ["", 1, null, { x: 1 }]) expect(callName({ name }, "name")).toBeUndefined();
  });
});
