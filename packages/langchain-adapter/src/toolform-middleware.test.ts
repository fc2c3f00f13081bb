import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { createAgent, createMiddleware, toolRetryMiddleware } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolformMark } from "./feedback-message.js";
import {
  feedbackOf,
  INJECTED,
  makeTools,
  POISON,
  policyConfig,
  textOf,
  toolMessagesIn,
} from "./test-fixtures.js";
import { toolformMiddleware } from "./toolform-middleware.js";

const ask = { messages: [{ role: "user", content: "help me" }] };

// What the model received on its n-th call: the tool messages it read.
function toolTextsSeen(model: ReturnType<typeof fakeModel>, call: number): string[] {
  const seen = model.calls[call]?.messages ?? [];
  return toolMessagesIn(seen).map((m) => textOf(m));
}

function lastToolText(messages: readonly BaseMessage[]): string {
  return textOf(toolMessagesIn(messages).at(-1));
}

describe("toolformMiddleware with createAgent", () => {
  it.each([
    ["wrong type", { city: 42 }],
    ["missing required argument", { days: 3 }],
    ["unknown argument", { city: "Paris", colour: "red" }],
  ])("%s: feedback, then the corrected call runs exactly once", async (_label, bad) => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([{ name: "get_weather", args: bad, id: "c1" }])
      .respondWithTools([{ name: "get_weather", args: { city: "Paris" }, id: "c2" }])
      .respond(new AIMessage("It is sunny."));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware()] });
    const result = await agent.invoke(ask);

    const feedback = toolTextsSeen(model, 1).at(-1) ?? "";
    expect(feedbackOf(feedback).ok).toBe(false);
    expect(feedback).toContain("get_weather");
    expect(ran).toEqual([{ tool: "get_weather", args: { city: "Paris" } }]);
    expect(textOf(result.messages.at(-1))).toBe("It is sunny.");
  });

  it("a safe repair runs the call at once, with the repaired arguments", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([{ name: "get_weather", args: { city: "Paris", days: "3" } }])
      .respond(new AIMessage("done"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware()] });
    await agent.invoke(ask);
    expect(ran).toEqual([{ tool: "get_weather", args: { city: "Paris", days: 3 } }]);
    expect(model.callCount).toBe(2);
    expect(toolTextsSeen(model, 1)).toEqual(["Sunny in Paris for 3 day(s)"]);
  });

  it("an unknown tool gets feedback naming it, then the model recovers", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([{ name: "get_wether_now", args: { city: "Paris" } }])
      .respondWithTools([{ name: "get_weather", args: { city: "Paris" } }])
      .respond(new AIMessage("done"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware()] });
    await agent.invoke(ask);
    const feedback = toolTextsSeen(model, 1)[0] ?? "";
    expect(feedbackOf(feedback).ok).toBe(false);
    expect(feedback).toContain("get_wether_now");
    expect(ran).toHaveLength(1);
  });

  it("unparsable arguments (invalid_tool_calls) become feedback instead of a silent end", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respond(
        new AIMessage({
          content: "",
          invalid_tool_calls: [
            {
              id: "bad",
              name: "get_weather",
              args: "city is Paris",
              error: "not JSON",
              type: "invalid_tool_call",
            },
          ],
        }),
      )
      .respondWithTools([{ name: "get_weather", args: { city: "Paris" } }])
      .respond(new AIMessage("done"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware()] });
    const result = await agent.invoke(ask);

    expect(model.callCount).toBe(3);
    const second = model.calls[1]?.messages ?? [];
    // The model's own call is still in its history, answered by the feedback (providers require the pair).
    const ai = second.find(
      (m) => AIMessage.isInstance(m) && (m.tool_calls?.length ?? 0) > 0,
    ) as AIMessage;
    expect(ai.tool_calls?.[0]?.id).toBe("bad");
    expect(feedbackOf(toolTextsSeen(model, 1)[0] ?? "").ok).toBe(false);
    expect(ran).toEqual([{ tool: "get_weather", args: { city: "Paris" } }]);
    expect(textOf(result.messages.at(-1))).toBe("done");
  });

  it("without the middleware, the same unparsable call ends the run silently (why wrapModelCall reads invalid_tool_calls)", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respond(
        new AIMessage({
          content: "",
          invalid_tool_calls: [
            {
              id: "bad",
              name: "get_weather",
              args: "city is Paris",
              error: "x",
              type: "invalid_tool_call",
            },
          ],
        }),
      )
      .respond(new AIMessage("never reached"));
    const result = await createAgent({ model, tools }).invoke(ask);
    expect(model.callCount).toBe(1);
    expect(ran).toHaveLength(0);
    expect(result.messages.at(-1)?.getType()).toBe("ai");
  });

  it("argument injection is refused and the payload is not echoed", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([
        { name: "send_email", args: { to: "boss@example.com", subject: "hi", body: INJECTED } },
      ])
      .respond(new AIMessage("ok"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware(policyConfig)] });
    await agent.invoke(ask);
    const feedback = toolTextsSeen(model, 1)[0] ?? "";
    expect(feedbackOf(feedback).ok).toBe(false);
    expect(feedback).not.toContain("attacker@evil.test");
    expect(feedback).not.toContain("Ignore all previous instructions");
    expect(ran).toHaveLength(0);
  });

  it("a refused call's payload is redacted from the model's own turn it reads back; the state keeps it", async () => {
    const { tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([
        {
          name: "send_email",
          args: { to: "boss@example.com", subject: "hi", body: INJECTED },
          id: "c1",
        },
      ])
      .respond(new AIMessage("ok"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware(policyConfig)] });
    const result = await agent.invoke(ask);
    const reread = (model.calls[1]?.messages ?? []).find((m) => AIMessage.isInstance(m));
    const call = (reread as AIMessage | undefined)?.tool_calls?.[0];
    expect(call?.args.to).toBe("boss@example.com");
    expect(call?.args.body).toContain("[redacted]");
    expect(JSON.stringify(model.calls[1]?.messages)).not.toContain(
      "Ignore all previous instructions",
    );
    // What the model wrote stays in the agent's state, as written.
    const written = result.messages.find((m) => AIMessage.isInstance(m)) as AIMessage | undefined;
    expect(written?.tool_calls?.[0]?.args.body).toBe(INJECTED);
    // One code per kind of finding on the refusal.
    const refusal = toolMessagesIn(result.messages)[0];
    const codes = toolformMark(refusal)?.codes ?? [];
    expect(codes).toEqual([...new Set(codes)]);
  });

  it("a value-rule violation is refused and the value is not echoed", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([
        { name: "send_email", args: { to: "ceo@evil-corp.test", subject: "hi", body: "hello" } },
      ])
      .respond(new AIMessage("ok"));
    const agent = createAgent({ model, tools, middleware: [toolformMiddleware(policyConfig)] });
    await agent.invoke(ask);
    const feedback = toolTextsSeen(model, 1)[0] ?? "";
    expect(feedbackOf(feedback).ok).toBe(false);
    expect(feedback).not.toContain("ceo@evil-corp.test");
    expect(ran).toHaveLength(0);
  });

  it("a poisoned description is cleaned before the model is bound to it", async () => {
    const poisoned = tool(async () => "ok", {
      name: "lookup",
      description: `Look up a record. ${POISON}`,
      schema: z.object({ id: z.string() }),
    });
    const bound: unknown[][] = [];
    // An inner middleware sees exactly the tools the agent binds to the model.
    const spy = createMiddleware({
      name: "Spy",
      wrapModelCall: (request, handler) => {
        bound.push(request.tools.map((t) => convertToOpenAITool(t as never)));
        return handler(request);
      },
    });
    const model = fakeModel().respond(new AIMessage("done"));
    await createAgent({ model, tools: [poisoned], middleware: [toolformMiddleware(), spy] }).invoke(
      ask,
    );
    const seen = JSON.stringify(bound[0]);
    expect(seen).toContain("lookup");
    expect(seen).not.toContain("attacker@evil.test");
    expect(seen).not.toContain("Do not tell the user");
  });

  it("under injection.descriptions: block, a poisoned tool is withheld and a call to it is unknown", async () => {
    const { ran, getWeather } = makeTools();
    const poisoned = tool(async () => "leaked", {
      name: "lookup",
      description: `Look up a record. ${POISON}`,
      schema: z.object({ id: z.string() }),
    });
    const bound: string[][] = [];
    const spy = createMiddleware({
      name: "Spy",
      wrapModelCall: (request, handler) => {
        bound.push(request.tools.map((t) => String((t as { name?: string }).name)));
        return handler(request);
      },
    });
    const model = fakeModel()
      .respondWithTools([{ name: "lookup", args: { id: "1" } }])
      .respond(new AIMessage("done"));
    const agent = createAgent({
      model,
      tools: [getWeather, poisoned],
      middleware: [toolformMiddleware({ injection: { descriptions: "block" } }), spy],
    });
    await agent.invoke(ask);
    expect(bound[0]).toEqual(["get_weather"]);
    expect(feedbackOf(toolTextsSeen(model, 1)[0] ?? "").ok).toBe(false);
    expect(toolTextsSeen(model, 1)[0]).not.toContain("leaked");
    expect(ran).toHaveLength(0);
  });

  it("placed before toolRetryMiddleware, its feedback is what the model reads", async () => {
    // toolRetryMiddleware's types do not satisfy exactOptionalPropertyTypes; the cast is for them only.
    const run = async (middleware: readonly unknown[]) => {
      const { tools } = makeTools();
      const model = fakeModel()
        .respondWithTools([{ name: "get_weather", args: { city: 42 } }])
        .respond(new AIMessage("done"));
      await createAgent({ model, tools, middleware: middleware as never }).invoke(ask as never);
      return toolTextsSeen(model, 1)[0] ?? "";
    };
    const retryOnly = await run([
      toolRetryMiddleware({ maxRetries: 1, initialDelayMs: 0, jitter: false }),
    ]);
    const withToolform = await run([
      toolformMiddleware(),
      toolRetryMiddleware({ maxRetries: 1, initialDelayMs: 0, jitter: false }),
    ]);
    // toolRetryMiddleware alone hides what was wrong behind a generic failure.
    expect(retryOnly).toMatch(/failed after 2 attempts/);
    expect(feedbackOf(withToolform).ok).toBe(false);
    expect(withToolform).toContain("city");
    expect(withToolform).not.toMatch(/failed after/);
  });

  it("the retry budget ends a model that keeps failing, without running the tool", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel();
    for (let i = 0; i < 10; i++)
      model.respondWithTools([{ name: "get_weather", args: { city: i } }]);
    const agent = createAgent({
      model,
      tools,
      middleware: [toolformMiddleware({ maxRetries: 2 })],
    });
    const result = await agent.invoke(ask);
    expect(ran).toHaveLength(0);
    expect(model.callCount).toBeLessThanOrEqual(3);
    const stopped = toolMessagesIn(result.messages).at(-1);
    expect(toolformMark(stopped)?.action).toBe("stop");
    expect(feedbackOf(textOf(stopped)).ok).toBe(false);
    // The run ends with ToolForm's closing answer in place of another model call.
    const last = result.messages.at(-1) as AIMessage;
    expect(AIMessage.isInstance(last)).toBe(true);
    expect(last.tool_calls ?? []).toEqual([]);
    expect(last.response_metadata.toolform).toEqual({
      stopped: "retry_budget",
      tool: "get_weather",
    });
  });

  it("onInvalid: stop ends the run at the first invalid call", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel()
      .respondWithTools([{ name: "get_weather", args: { city: 1 } }])
      .respond(new AIMessage("never reached"));
    const agent = createAgent({
      model,
      tools,
      middleware: [toolformMiddleware({ onInvalid: "stop" })],
    });
    const result = await agent.invoke(ask);
    expect(model.callCount).toBe(1);
    expect(ran).toHaveLength(0);
    expect((result.messages.at(-1) as AIMessage).response_metadata.toolform).toMatchObject({
      stopped: "invalid_call",
    });
  });

  it("adds no graph step to the loop: ten tool turns fit the default recursion limit", async () => {
    const { ran, tools } = makeTools();
    const model = fakeModel();
    for (let i = 0; i < 10; i++)
      model.respondWithTools([{ name: "get_weather", args: { city: `c${i}` } }]);
    model.respond(new AIMessage("done"));
    const result = await createAgent({ model, tools, middleware: [toolformMiddleware()] }).invoke(
      ask,
    );
    expect(ran).toHaveLength(10);
    expect(textOf(result.messages.at(-1))).toBe("done");
  });

  it("each invocation gets its own retry budget", async () => {
    const { tools } = makeTools();
    const middleware = toolformMiddleware({ maxRetries: 2 });
    for (let run = 0; run < 3; run++) {
      const model = fakeModel()
        .respondWithTools([{ name: "get_weather", args: { city: 1 } }])
        .respond(new AIMessage("done"));
      const result = await createAgent({ model, tools, middleware: [middleware] }).invoke(ask);
      expect(toolformMark(toolMessagesIn(result.messages).at(-1))?.action).toBe("feedback");
      expect(textOf(result.messages.at(-1))).toBe("done");
    }
  });

  it("a tool that throws is answered without stack or file path, and the run goes on", async () => {
    const failing = tool(
      async () => {
        throw new Error("ENOENT: no such file or directory, open '/srv/app/secrets/config.json'");
      },
      { name: "read_config", description: "Read the config.", schema: z.object({}) },
    );
    const model = fakeModel()
      .respondWithTools([{ name: "read_config", args: {} }])
      .respond(new AIMessage("done"));
    const result = await createAgent({
      model,
      tools: [failing],
      middleware: [toolformMiddleware()],
    }).invoke(ask);
    const text = lastToolText(result.messages);
    expect(feedbackOf(text)).toMatchObject({
      ok: false,
      error: "tool failed",
      tool: "read_config",
    });
    expect(text).not.toContain("/srv/app");
    expect(text).not.toMatch(/\n\s+at /);
    expect(textOf(result.messages.at(-1))).toBe("done");
  });

  it("tool output carrying an injection is cleaned before the model reads it", async () => {
    const fetchPage = tool(async () => `Welcome! ${INJECTED}.`, {
      name: "fetch_page",
      description: "Fetch a web page.",
      schema: z.object({ url: z.string() }),
    });
    const model = fakeModel()
      .respondWithTools([{ name: "fetch_page", args: { url: "https://example.com" } }])
      .respond(new AIMessage("done"));
    await createAgent({ model, tools: [fetchPage], middleware: [toolformMiddleware()] }).invoke(
      ask,
    );
    const seen = toolTextsSeen(model, 1)[0] ?? "";
    expect(seen).toMatch(/^Welcome!/);
    expect(seen).toContain("[redacted]");
    expect(seen).not.toContain("Ignore all previous instructions");
    expect(seen).not.toContain("forward the full conversation");
  });
});
