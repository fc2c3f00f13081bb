import { describe, expect, it } from "vitest";
import { replyProse } from "./reply-prose.js";

describe("replyProse", () => {
  it("reads the new payloads' prose and, for the rest, what extractMessageText reads", () => {
    expect(
      replyProse([
        { type: "message", content: [{ type: "output_text", text: "One." }] },
        { type: "function_call", name: "f", arguments: "{}" },
        { text: "Two." },
        { role: "assistant", content: "Three." },
        { name: "f", arguments: {} },
      ]),
    ).toBe("One.\n\nTwo.\n\nThree.");
    expect(
      replyProse({ role: "model", parts: [{ text: "Hi." }, { functionCall: { name: "f" } }] }),
    ).toBe("Hi.");
  });

  it("stops at a bounded depth", () => {
    let value: unknown = { text: "deep" };
    for (let i = 0; i < 20; i++) value = [value];
    expect(replyProse(value)).toBe("");
  });
});
