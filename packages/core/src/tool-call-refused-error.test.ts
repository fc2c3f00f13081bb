import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { feedbackText } from "./feedback-text.js";
import { ToolCallRefusedError } from "./tool-call-refused-error.js";
import { ToolformError } from "./toolform-error.js";

const tools = [{ name: "t", parameters: { type: "object", required: ["a"] } }];

describe("ToolCallRefusedError", () => {
  it("carries the decision, with the model's feedback as its message", async () => {
    const decision = await createGuard().decide({ name: "t", arguments: {} }, { tools });
    const error = new ToolCallRefusedError(decision);
    expect(error.message).toBe(decision.feedback);
    expect(error.name).toBe("ToolCallRefusedError");
    expect(error.decision).toBe(decision);
    expect(ToolCallRefusedError.isInstance(error)).toBe(true);
    expect(ToolformError.isInstance(error)).toBe(true);
    expect(new ToolCallRefusedError(decision, "refused").message).toBe("refused");
  });

  it("is told apart from other ToolForm errors", () => {
    expect(ToolCallRefusedError.isInstance(new ToolformError("ToolCallRefusedError", "x"))).toBe(
      false,
    );
    expect(ToolCallRefusedError.isInstance(null)).toBe(false);
  });
});

describe("feedbackText", () => {
  it("is the decision's feedback, or the core's rendering when it has none", async () => {
    const decision = await createGuard().decide({ name: "t", arguments: {} }, { tools });
    expect(feedbackText(decision)).toBe(decision.feedback);
    const { feedback: _dropped, ...bare } = decision;
    expect(feedbackText(bare)).toBe(decision.feedback);
  });
});
