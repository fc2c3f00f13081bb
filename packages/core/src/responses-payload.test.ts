import { describe, expect, it } from "vitest";
import { readResponsesPayload } from "./responses-payload.js";

describe("readResponsesPayload", () => {
  it("reads function_call items in order and output_text as prose; other items are neither", () => {
    expect(
      readResponsesPayload({
        object: "response",
        output: [
          { type: "reasoning", summary: [{ type: "summary_text", text: "hidden" }] },
          { type: "function_call", call_id: "a", name: "f", arguments: '{"x":1}' },
          {
            type: "message",
            content: [
              { type: "output_text", text: " Done. " },
              { type: "refusal", refusal: "no" },
            ],
          },
          { type: "web_search_call", id: "ws_1", status: "completed" },
          { type: "function_call", call_id: "b", name: "g" },
        ],
      }),
    ).toEqual({
      calls: [
        { name: "f", arguments: '{"x":1}' },
        { name: "g", arguments: undefined },
      ],
      text: "Done.",
    });
  });

  it("reads one function_call item, skips a nameless one, and leaves other records", () => {
    expect(readResponsesPayload({ type: "function_call", name: "f", arguments: "{}" })).toEqual({
      calls: [{ name: "f", arguments: "{}" }],
      text: "",
    });
    expect(
      readResponsesPayload({ object: "response", output: [{ type: "function_call" }] }),
    ).toEqual({ calls: [], text: "" });
    expect(readResponsesPayload({ output: ["a", { type: "file" }] })).toBeUndefined();
    expect(readResponsesPayload({ object: "response" })).toBeUndefined();
  });
});
