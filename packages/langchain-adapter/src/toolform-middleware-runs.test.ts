import { AIMessage, type BaseMessage, HumanMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { MemorySaver } from "@langchain/langgraph";
import type { ToolformEvent } from "@toolform/core";
import { createAgent } from "langchain";
import { describe, expect, it } from "vitest";
import { toolformMark } from "./feedback-message.js";
import { makeTools, textOf, toolMessagesIn } from "./test-fixtures.js";
import { toolformMiddleware } from "./toolform-middleware.js";

// The middleware has no state field and no beforeAgent/afterAgent hook; these tests pin down
// that each invocation still gets its own run (retry budget, event runId) and shares it with no other.

const ask = { messages: [{ role: "user", content: "help me" }] };

function runIds(events: readonly ToolformEvent[]): string[] {
  return [...new Set(events.flatMap((e) => (e.runId === undefined ? [] : [e.runId])))];
}

describe("toolformMiddleware runs: one per invocation, without agent state", () => {
  it("concurrent invocations through one middleware never share a retry budget", async () => {
    const { tools } = makeTools();
    const middleware = toolformMiddleware({ maxRetries: 2 });
    const invoke = () => {
      // One invalid call each: with a shared budget the second would be the run's second
      // failure and stop the run.
      const model = fakeModel()
        .respondWithTools([{ name: "get_weather", args: { city: 1 }, id: "call_0" }])
        .respond(new AIMessage("done"));
      return createAgent({ model, tools, middleware: [middleware] }).invoke(ask);
    };
    const results = await Promise.all([invoke(), invoke(), invoke(), invoke()]);
    for (const result of results) {
      expect(toolformMark(toolMessagesIn(result.messages).at(-1))?.action).toBe("feedback");
      expect(textOf(result.messages.at(-1))).toBe("done");
    }
  });

  it("one run id per invocation, kept across its steps, prefixed with the thread id", async () => {
    const { tools } = makeTools();
    const events: ToolformEvent[] = [];
    const middleware = toolformMiddleware({ onEvent: (e) => events.push(e) });
    const model = fakeModel();
    for (let turn = 0; turn < 2; turn++) {
      model
        .respondWithTools([{ name: "get_weather", args: { city: 1 } }])
        .respondWithTools([{ name: "get_weather", args: { city: "Paris" } }])
        .respond(new AIMessage("done"));
    }
    const agent = createAgent({
      model,
      tools,
      middleware: [middleware],
      checkpointer: new MemorySaver(),
    });
    const config = { configurable: { thread_id: "thread-7" } };
    await agent.invoke(ask, config);
    const first = runIds(events);
    events.length = 0;
    await agent.invoke({ messages: [{ role: "user", content: "and tomorrow?" }] }, config);
    const second = runIds(events);

    expect(first).toHaveLength(1); // both steps (and the output check) in one run
    expect(second).toHaveLength(1);
    expect(first[0]).toMatch(/^thread-7\//);
    expect(second[0]).toMatch(/^thread-7\//);
    expect(second[0]).not.toBe(first[0]);
  });

  it("a new invocation handed the previous result's messages starts a new run", async () => {
    const { tools } = makeTools();
    const events: ToolformEvent[] = [];
    const middleware = toolformMiddleware({ maxRetries: 2, onEvent: (e) => events.push(e) });
    const model = fakeModel()
      .respondWithTools([{ name: "get_weather", args: { city: 1 } }])
      .respond(new AIMessage("first"))
      .respondWithTools([{ name: "get_weather", args: { city: 2 } }])
      .respond(new AIMessage("second"));
    const agent = createAgent({ model, tools, middleware: [middleware] });
    const first = await agent.invoke(ask);
    const firstRuns = runIds(events);
    const history: BaseMessage[] = [...first.messages, new HumanMessage("again")];
    const second = await agent.invoke({ messages: history });

    // The second failure is the new run's first: feedback, not a stop.
    expect(toolformMark(toolMessagesIn(second.messages).at(-1))?.action).toBe("feedback");
    expect(textOf(second.messages.at(-1))).toBe("second");
    expect(runIds(events).filter((id) => !firstRuns.includes(id))).toHaveLength(1);
  });

  it("adds no node to the agent graph", () => {
    const { tools } = makeTools();
    const model = fakeModel();
    const nodes = (middleware: readonly unknown[]) =>
      Object.keys(
        createAgent({ model, tools, middleware: middleware as never }).graph.nodes,
      ).sort();
    expect(nodes([toolformMiddleware()])).toEqual(nodes([]));
  });
});
