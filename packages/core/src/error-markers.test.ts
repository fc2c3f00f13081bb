import { describe, expect, it } from "vitest";
import { AsyncClassifierError } from "./async-classifier-error.js";
import { InvalidPolicyError } from "./invalid-policy-error.js";
import { InvalidToolSchemaError } from "./invalid-tool-schema-error.js";
import { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
import { ToolCallRefusedError } from "./tool-call-refused-error.js";
import { ToolformError } from "./toolform-error.js";

describe("error classes", () => {
  const errors = [
    new InvalidPolicyError([{ path: "maxRetries", message: "must be a number" }]),
    new AsyncClassifierError("decideSync", "decide"),
    new InvalidToolSchemaError({ toolName: "t", reason: "bad" }),
  ];

  it("each knows its own by a marker, not by its name, and every one is a ToolformError", () => {
    for (const error of errors) expect(ToolformError.isInstance(error)).toBe(true);
    expect(InvalidPolicyError.isInstance(errors[0])).toBe(true);
    expect(AsyncClassifierError.isInstance(errors[1])).toBe(true);
    // A base error that borrows the name is not the class: it has no `issues`.
    expect(InvalidPolicyError.isInstance(new ToolformError("InvalidPolicyError", "x"))).toBe(false);
    expect(AsyncClassifierError.isInstance(new ToolformError("AsyncClassifierError", "x"))).toBe(
      false,
    );
    // Renamed, it still is.
    const renamed = errors[0] as Error;
    renamed.name = "PolicyError";
    expect(InvalidPolicyError.isInstance(renamed)).toBe(true);
  });

  it("no class takes another's error", () => {
    const classes = [
      InvalidPolicyError,
      AsyncClassifierError,
      InvalidToolSchemaError,
      InvalidToolSpecError,
      ToolCallRefusedError,
    ];
    for (const error of errors) expect(classes.filter((c) => c.isInstance(error))).toHaveLength(1);
  });
});
