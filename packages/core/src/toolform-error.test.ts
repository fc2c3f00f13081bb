import { describe, expect, it } from "vitest";
import { ToolformError } from "./toolform-error.js";

describe("ToolformError", () => {
  it("is recognised by its marker, also on a structurally copied error", () => {
    const error = new ToolformError("InvalidPolicyError", "bad key");
    expect(ToolformError.isInstance(error)).toBe(true);
    expect(ToolformError.isInstance(new Error("x"))).toBe(false);
    expect(ToolformError.isInstance({ [Symbol.for("toolform.error")]: true })).toBe(true);
    expect(error.name).toBe("InvalidPolicyError");
  });
});
