import { describe, expect, it } from "vitest";
import { assembleToolCalls } from "./assemble-tool-calls.js";

describe("assembleToolCalls", () => {
  it("rebuilds OpenAI chat-completion tool calls from deltas, per index, in order", () => {
    const chunk = (toolCalls: unknown[]) => ({
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: { tool_calls: toolCalls } }],
    });
    const chunks = [
      {
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: { role: "assistant", content: null } }],
      },
      chunk([
        {
          index: 0,
          id: "call_a",
          type: "function",
          function: { name: "get_weather", arguments: "" },
        },
      ]),
      chunk([{ index: 0, function: { arguments: '{"ci' } }]),
      chunk([
        {
          index: 1,
          id: "call_b",
          type: "function",
          function: { name: "send_email", arguments: '{"to":' },
        },
      ]),
      chunk([{ index: 0, function: { arguments: 'ty":"Paris"}' } }]),
      chunk([{ index: 1, function: { arguments: '"a@x.io"}' } }]),
      {
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }],
      },
    ];
    expect(assembleToolCalls(chunks)).toEqual([
      { id: "call_a", name: "get_weather", arguments: '{"city":"Paris"}' },
      { id: "call_b", name: "send_email", arguments: '{"to":"a@x.io"}' },
    ]);
  });

  it("reads a name repeated in every delta (some OpenAI-compatible servers) as one name", () => {
    const delta = (fn: object) => ({
      choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: fn }] } }],
    });
    const repeated = [
      delta({ name: "get_weather", arguments: '{"ci' }),
      delta({ name: "get_weather", arguments: 'ty":"Paris"}' }),
    ];
    expect(assembleToolCalls(repeated)).toEqual([
      { name: "get_weather", arguments: '{"city":"Paris"}' },
    ]);
    const pieces = [delta({ name: "get_" }), delta({ name: "weather", arguments: "{}" })];
    expect(assembleToolCalls(pieces)[0]?.name).toBe("get_weather");
  });

  it("says what it expects when not given chunks", () => {
    expect(() => assembleToolCalls(null as unknown as unknown[])).toThrow(
      /iterable of stream chunks/,
    );
  });

  it("rebuilds Anthropic tool_use blocks from input_json_delta events", () => {
    const events = [
      { type: "message_start", message: { id: "msg_1", content: [] } },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Checking." } },
      { type: "content_block_stop", index: 0 },
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "tool_use", id: "toolu_1", name: "get_weather", input: {} },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: "" },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: '{"city": "Pa' },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: 'ris"}' },
      },
      { type: "content_block_stop", index: 1 },
      {
        type: "content_block_start",
        index: 2,
        content_block: { type: "tool_use", id: "toolu_2", name: "ping", input: {} },
      },
      { type: "content_block_stop", index: 2 },
      { type: "message_delta", delta: { stop_reason: "tool_use" } },
      { type: "message_stop" },
    ];
    expect(assembleToolCalls(events)).toEqual([
      { id: "toolu_1", name: "get_weather", arguments: '{"city": "Paris"}' },
      { id: "toolu_2", name: "ping", arguments: "{}" },
    ]);
  });

  it("rebuilds OpenAI Responses function calls", () => {
    const events = [
      {
        type: "response.output_item.added",
        output_index: 0,
        item: {
          type: "function_call",
          id: "fc_1",
          call_id: "call_1",
          name: "get_weather",
          arguments: "",
        },
      },
      {
        type: "response.function_call_arguments.delta",
        output_index: 0,
        item_id: "fc_1",
        delta: '{"city":',
      },
      {
        type: "response.function_call_arguments.delta",
        output_index: 0,
        item_id: "fc_1",
        delta: '"Paris"}',
      },
      {
        type: "response.output_item.done",
        output_index: 0,
        item: {
          type: "function_call",
          id: "fc_1",
          call_id: "call_1",
          name: "get_weather",
          arguments: '{"city":"Paris"}',
        },
      },
    ];
    expect(assembleToolCalls(events)).toEqual([
      { id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
    ]);
  });

  it("keeps calls of separate Anthropic messages apart and ignores junk", () => {
    const start = (id: string) => ({
      type: "content_block_start",
      index: 0,
      content_block: { type: "tool_use", id, name: "f", input: { n: 1 } },
    });
    expect(
      assembleToolCalls([
        null,
        5,
        "x",
        { type: "message_start" },
        start("a"),
        { type: "message_start" },
        start("b"),
      ]),
    ).toEqual([
      { id: "a", name: "f", arguments: '{"n":1}' },
      { id: "b", name: "f", arguments: '{"n":1}' },
    ]);
    expect(assembleToolCalls([])).toEqual([]);
  });
});
