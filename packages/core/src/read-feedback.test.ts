import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { readFeedback } from "./read-feedback.js";

const tools = [
  {
    name: "weather",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
];

describe("readFeedback", () => {
  it("reads the core's stop decision back from its feedback, behind a framework's prefix", async () => {
    const guard = createGuard({ maxRetries: 1 });
    const decision = await guard.decide({ name: "weather", arguments: {} }, { tools, runId: "r" });
    expect(decision.action).toBe("stop");
    expect(readFeedback(`Invalid input for tool weather: ${decision.feedback}`)).toEqual({
      error: "retry budget exhausted",
      tool: "weather",
      stopped: "retry_budget",
    });
  });

  it("has `stopped` exactly when the decision stops the run", async () => {
    const retry = await createGuard().decide({ name: "weather", arguments: {} }, { tools });
    expect(retry.action).toBe("feedback");
    expect(readFeedback(retry.feedback!)).toEqual({ error: "invalid call", tool: "weather" });
    const stop = await createGuard({ onInvalid: "stop" }).decide(
      { name: "weather", arguments: {} },
      { tools },
    );
    expect(readFeedback(stop.feedback!)?.stopped).toBe("invalid_call");
  });

  it("returns undefined for any other text", () => {
    expect(readFeedback("the weather is fine")).toBeUndefined();
    expect(readFeedback('{"ok":false,"error":')).toBeUndefined();
    expect(readFeedback('{"ok":false,"error":42}')).toBeUndefined();
    expect(readFeedback('{"ok":true,"error":"invalid call"}')).toBeUndefined();
  });

  it("ignores a `stopped` value it does not know", () => {
    expect(readFeedback('{"ok":false,"error":"invalid call","tool":"t","stopped":"x"}')).toEqual({
      error: "invalid call",
      tool: "t",
    });
  });
});
