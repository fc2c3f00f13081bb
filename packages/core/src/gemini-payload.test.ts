import { describe, expect, it } from "vitest";
import { readGeminiPayload } from "./gemini-payload.js";

describe("readGeminiPayload", () => {
  it("reads every candidate's functionCall parts in order, and text that is not a thought", () => {
    expect(
      readGeminiPayload({
        candidates: [
          {
            content: {
              role: "model",
              parts: [
                { text: "plan", thought: true },
                { text: "A." },
                { functionCall: { name: "f", args: { x: 1 } } },
              ],
            },
          },
          {
            content: { parts: [{ function_call: { name: "g" } }, { functionCall: { args: {} } }] },
          },
        ],
      }),
    ).toEqual({
      calls: [
        { name: "f", arguments: { x: 1 } },
        { name: "g", arguments: undefined },
      ],
      text: "A.",
    });
  });

  it("reads a lone part, and leaves records that only look like one", () => {
    expect(readGeminiPayload({ text: " Hi. " })).toEqual({ calls: [], text: "Hi." });
    expect(readGeminiPayload({ functionCall: { name: "f", args: {} } })?.calls).toEqual([
      { name: "f", arguments: {} },
    ]);
    expect(readGeminiPayload({ text: "x", name: "f", arguments: {} })).toBeUndefined();
    expect(readGeminiPayload({ parts: ["a", 1] })).toBeUndefined();
    expect(readGeminiPayload({ candidates: [{ text: "x" }] })).toBeUndefined();
  });
});
