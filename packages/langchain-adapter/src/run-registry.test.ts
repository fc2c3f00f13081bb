import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { RunRegistry } from "./run-registry.js";

const callReply = (id: string) =>
  new AIMessage({ content: "", tool_calls: [{ id, name: "f", args: {}, type: "tool_call" }] });
const result = (id: string) => new ToolMessage({ content: "ok", tool_call_id: id });

describe("RunRegistry", () => {
  it("continues the run of the latest reply while only its tool results follow", () => {
    const runs = new RunRegistry();
    const runtime = { writer: () => {}, configurable: { thread_id: "t1" } };
    const human = new HumanMessage("hi");
    const run = runs.forModelCall([human], runtime);
    expect(run.id).toMatch(/^t1\//);
    const reply = runs.record(callReply("c1"), run);
    expect(runs.forToolCall([human, reply], "c1", runtime)).toBe(run);
    expect(runs.forModelCall([human, reply, result("c1")], runtime)).toBe(run);
    // A new user turn, or a reply without tool calls, starts a new run.
    expect(
      runs.forModelCall([human, reply, result("c1"), new HumanMessage("more")], runtime),
    ).not.toBe(run);
    const answer = runs.record(new AIMessage("done"), run);
    expect(runs.forModelCall([human, answer], runtime)).not.toBe(run);
  });

  it("never continues a run recorded under another invocation's writer", () => {
    const runs = new RunRegistry();
    const a = { writer: () => {} };
    const b = { writer: () => {} };
    const run = runs.forModelCall([], a);
    const reply = runs.record(callReply("c1"), run);
    expect(runs.forModelCall([reply, result("c1")], b)).not.toBe(run);
    expect(runs.forToolCall([reply], "c1", b)).not.toBe(run);
    expect(runs.forToolCall([reply], "c1", a)).toBe(run);
  });

  it("copies a reply object another run already holds (a model cache can return one object twice)", () => {
    const runs = new RunRegistry();
    const runtime = { writer: () => {} };
    const shared = callReply("c1");
    const first = runs.forModelCall([], runtime);
    const second = runs.forModelCall([], runtime);
    expect(runs.record(shared, first)).toBe(shared);
    const copy = runs.record(shared, second);
    expect(copy).not.toBe(shared);
    expect(copy.tool_calls).toEqual(shared.tool_calls);
    expect(runs.forToolCall([shared], "c1", runtime)).toBe(first);
    expect(runs.forToolCall([copy], "c1", runtime)).toBe(second);
  });

  it("a call whose reply it never saw (a reloaded thread) gets one run shared by that reply's calls", () => {
    const runs = new RunRegistry();
    const runtime = { writer: () => {} };
    const reply = new AIMessage({
      content: "",
      tool_calls: [
        { id: "a", name: "f", args: {}, type: "tool_call" },
        { id: "b", name: "f", args: {}, type: "tool_call" },
      ],
    });
    const run = runs.forToolCall([reply], "a", runtime);
    expect(runs.forToolCall([reply], "b", runtime)).toBe(run);
    expect(runs.forToolCall([], "a", runtime)).not.toBe(run);
  });
});
