import { AIMessage, HumanMessage, type ToolCall } from "@langchain/core/messages";
import { createGuard } from "@toolform/core";
import { describe, expect, it } from "vitest";
import { markedMessage } from "./feedback-message.js";
import { redactRefusedCalls } from "./redact-refused-calls.js";
import { INJECTED } from "./test-fixtures.js";

const args = { to: "a@b.example", body: INJECTED };
const call: ToolCall = { id: "c1", name: "send_email", args, type: "tool_call" };
const refusal = markedMessage(
  "refused",
  { id: "c1", name: "send_email" },
  {
    action: "feedback",
    codes: [],
  },
);
const transcript = (reply: AIMessage) => [new HumanMessage("hi"), reply, refusal];

describe("redactRefusedCalls", () => {
  it("redacts a refused call's args in a v1 tool_call content block", () => {
    const reply = new AIMessage({
      content: [{ type: "tool_call", id: "c1", name: "send_email", args }] as never,
      tool_calls: [call],
    });
    const out = redactRefusedCalls(createGuard(), transcript(reply));
    expect(JSON.stringify(out[1]?.content)).not.toContain("Ignore all previous");
    expect(JSON.stringify(out[1]?.content)).toContain("a@b.example");
    // The state keeps what the model wrote.
    expect(JSON.stringify(reply.content)).toContain("Ignore all previous");
  });

  it("redacts a refused call's Anthropic tool_use input given as JSON text", () => {
    const reply = new AIMessage({
      content: [
        { type: "tool_use", id: "c1", name: "send_email", input: JSON.stringify(args) },
      ] as never,
      tool_calls: [call],
    });
    const out = redactRefusedCalls(createGuard(), transcript(reply));
    expect(JSON.stringify(out[1]?.content)).not.toContain("Ignore all previous");
    // Nothing refused: the same array.
    const unrefused = [new HumanMessage("hi"), reply];
    expect(redactRefusedCalls(createGuard(), unrefused)).toBe(unrefused);
  });

  it("redacts an unparsable refused call's text in content and invalid_tool_calls", () => {
    const bad = `{"to":"a@b.example","body":"${INJECTED}"`;
    const reply = new AIMessage({
      content: [{ type: "tool_use", id: "c1", name: "send_email", input: bad }] as never,
      invalid_tool_calls: [
        { id: "c1", name: "send_email", args: bad, error: "bad json", type: "invalid_tool_call" },
      ],
    });
    const out = redactRefusedCalls(createGuard(), transcript(reply));
    expect(JSON.stringify(out[1])).not.toContain("Ignore all previous");
  });

  it("redacts a refused OpenAI Responses function_call block matched by its call_id", () => {
    // The item's own id is "fc_…"; the id the ToolMessage answers is its call_id.
    const reply = new AIMessage({
      content: [
        {
          type: "function_call",
          id: "fc_1",
          call_id: "c1",
          name: "send_email",
          arguments: JSON.stringify(args),
        },
      ] as never,
      tool_calls: [call],
    });
    const out = redactRefusedCalls(createGuard(), transcript(reply));
    expect(JSON.stringify(out[1]?.content)).not.toContain("Ignore all previous");
    expect(JSON.stringify(out[1]?.content)).toContain("fc_1");
    expect(JSON.stringify((out[1] as AIMessage).tool_calls)).not.toContain("Ignore all previous");
  });
});
