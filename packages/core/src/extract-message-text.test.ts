import { describe, expect, it } from "vitest";
import { extractMessageText } from "./extract-message-text.js";

describe("extractMessageText", () => {
  it("reads an OpenAI message's content, as a string or as text parts", () => {
    expect(extractMessageText({ role: "assistant", content: " Hi. ", tool_calls: [] })).toBe("Hi.");
    expect(
      extractMessageText({
        role: "assistant",
        content: [
          { type: "text", text: "One." },
          { type: "image_url", image_url: { url: "x" } },
          { type: "text", text: "Two." },
        ],
      }),
    ).toBe("One.\n\nTwo.");
  });

  it("reads every choice of a chat completion and Anthropic text blocks", () => {
    expect(
      extractMessageText({
        choices: [
          { message: { role: "assistant", content: "A" } },
          { delta: { role: "assistant", content: "B" } },
        ],
      }),
    ).toBe("A\n\nB");
    expect(
      extractMessageText({
        type: "message",
        content: [
          { type: "text", text: "Let me check." },
          { type: "tool_use", id: "t", name: "f", input: {} },
        ],
      }),
    ).toBe("Let me check.");
  });

  it("finds no prose in call objects, non-messages, or values nested past its depth", () => {
    expect(extractMessageText({ name: "f", arguments: { content: "not prose" } })).toBe("");
    expect(extractMessageText({ content: "a record, not a message" })).toBe("");
    expect(extractMessageText(null)).toBe("");
    let deep: unknown = { role: "assistant", content: "deep" };
    for (let i = 0; i < 20; i += 1) deep = [deep];
    expect(extractMessageText(deep)).toBe("");
  });
});
