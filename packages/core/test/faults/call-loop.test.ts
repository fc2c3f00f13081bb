import { CallLoop, type LoopMessage, ToolformError } from "@toolform/core";
import { describe, expect, it, vi } from "vitest";

// A tool executor that throws becomes `{"ok":false,"error":"tool failed",
// "message":…}` for the model, with no stack and no file path; the loop goes
// on. Every allowed call executes exactly once, with the repaired arguments.

const tools = [
  {
    name: "get_weather",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
    },
  },
];

/** A scripted model: one reply per turn, then plain text. */
function script(...replies: string[]) {
  const seen: LoopMessage[][] = [];
  const model = async (messages: readonly LoopMessage[]) => {
    seen.push([...messages]);
    return replies[seen.length - 1] ?? "Done.";
  };
  return { model, seen };
}

const callText = (args: object) => JSON.stringify({ name: "get_weather", arguments: args });

function toolResults(messages: readonly LoopMessage[]): unknown[] {
  return messages
    .filter((m) => m.role === "user" && m.content.startsWith("Tool result: "))
    .map((m) => JSON.parse(m.content.slice("Tool result: ".length)));
}

describe("faults: tool executors in the CallLoop", () => {
  const throwers: [string, () => never][] = [
    [
      "an Error",
      () => {
        throw new Error("db unreachable at /srv/app/db.ts:12");
      },
    ],
    [
      "a string",
      () => {
        throw "plain string";
      },
    ],
    [
      "null",
      () => {
        throw null;
      },
    ],
    [
      "an object whose toString throws",
      () => {
        throw {
          toString() {
            throw new Error("nested");
          },
        };
      },
    ],
  ];

  for (const [label, thrower] of throwers) {
    it(`an executor that throws ${label}: "tool failed" without a stack, and the loop goes on`, async () => {
      const { model } = script(callText({ city: "Paris" }));
      const executor = vi.fn(thrower);
      const result = await new CallLoop({
        model,
        tools,
        executors: { get_weather: executor },
        format: "json_object",
      }).run("weather?");
      expect(executor).toHaveBeenCalledTimes(1);
      expect(result.stopped).toBe("final");
      const [failure] = toolResults(result.messages) as { [k: string]: unknown }[];
      expect(failure).toMatchObject({ ok: false, error: "tool failed" });
      const text = JSON.stringify(failure);
      expect(text).not.toMatch(/\n\s+at |\bat .*:\d+:\d+|node_modules/);
    });
  }

  it("an async executor that rejects is handled the same way", async () => {
    const { model } = script(callText({ city: "Paris" }));
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: async () => Promise.reject(new Error("timeout")) },
      format: "json_object",
    }).run("weather?");
    expect(toolResults(result.messages)[0]).toMatchObject({ ok: false, error: "tool failed" });
  });

  it("each allowed call executes exactly once, with the repaired arguments; invalid ones never", async () => {
    const { model } = script(
      callText({ city: "Paris", days: "3" }), // repaired → executes with 3
      callText({ city: "Paris", colour: "red" }), // invalid → feedback, not executed
      `${callText({ city: "Rome" })}\n${callText({ city: "Oslo" })}`, // two calls, in order
    );
    const executor = vi.fn((args: { [k: string]: unknown }) => ({ ok: true, city: args.city }));
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: executor },
      format: "json_object",
      policy: { repair: "safe" },
    }).run("weather?");
    expect(executor.mock.calls.map(([a]) => a)).toEqual([
      { city: "Paris", days: 3 },
      { city: "Rome" },
      { city: "Oslo" },
    ]);
    // Nothing lost: the parsed call keeps what the model wrote.
    expect(result.calls[0]!.arguments).toEqual({ city: "Paris", days: "3" });
    expect(result.calls[0]!.validation.ok).toBe(false);
    const results = toolResults(result.messages) as { [k: string]: unknown }[];
    expect(results[1]).toMatchObject({ ok: false, error: "invalid call" });
  });

  it("an unknown tool is never executed and counts against the retry budget", async () => {
    const { model } = script(
      JSON.stringify({ name: "delete_everything", arguments: {} }),
      JSON.stringify({ name: "delete_everything", arguments: {} }),
      JSON.stringify({ name: "delete_everything", arguments: {} }),
      JSON.stringify({ name: "delete_everything", arguments: {} }),
    );
    const executor = vi.fn();
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: executor, delete_everything: executor },
      format: "json_object",
    }).run("go");
    expect(executor).not.toHaveBeenCalled();
    expect(result.stopped).toBe("retry_budget");
  });

  it("an executor returning a BigInt (alone or in a record): the model reads its digits, the loop goes on", async () => {
    for (const [returned, read] of [
      [10n, "10"],
      [
        { id: 10n, lines: [{ qty: 2n }] },
        { id: "10", lines: [{ qty: "2" }] },
      ],
    ] as const) {
      const { model } = script(callText({ city: "Paris" }));
      const result = await new CallLoop({
        model,
        tools,
        executors: { get_weather: () => returned },
        format: "json_object",
      }).run("weather?");
      expect(result.stopped).toBe("final");
      expect(toolResults(result.messages)[0]).toEqual(read);
    }
  });

  it('with output checks off, an executor returning what JSON cannot carry: "tool failed", the loop goes on', async () => {
    const { model } = script(callText({ city: "Paris" }));
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: () => 10n },
      format: "json_object",
      policy: { injection: { toolOutputs: "off" } },
    }).run("weather?");
    expect(result.stopped).toBe("final");
    expect(toolResults(result.messages)[0]).toMatchObject({ ok: false, error: "tool failed" });
  });

  it("an executor returning a cycle: the model reads it with the cycle cut, the loop goes on", async () => {
    const cyclic: { [k: string]: unknown } = { city: "Paris" };
    cyclic.self = cyclic;
    const { model } = script(callText({ city: "Paris" }));
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: () => cyclic },
      format: "json_object",
    }).run("weather?");
    expect(result.stopped).toBe("final");
    expect(toolResults(result.messages)[0]).toEqual({ city: "Paris", self: "[omitted]" });
  });

  it("an executor returning an output that cannot be read (a getter that throws): withheld, the loop goes on", async () => {
    const { model } = script(callText({ city: "Paris" }));
    const result = await new CallLoop({
      model,
      tools,
      executors: {
        get_weather: () => ({
          get forecast(): string {
            throw new Error("failed at /srv/app/secrets.ts");
          },
        }),
      },
      format: "json_object",
    }).run("weather?");
    expect(result.stopped).toBe("final");
    const [output] = toolResults(result.messages);
    expect(output).toContain("withheld");
    expect(JSON.stringify(result.messages)).not.toContain("/srv/app");
  });

  it("a model that throws ends the run with that error (nothing is executed)", async () => {
    const executor = vi.fn();
    const loop = new CallLoop({
      model: async () => {
        throw new Error("model down");
      },
      tools,
      executors: { get_weather: executor },
      format: "json_object",
    });
    await expect(loop.run("weather?")).rejects.toThrow("model down");
    expect(executor).not.toHaveBeenCalled();
  });

  it("a reply over 1 MB is read as text, its calls never executed", async () => {
    const executor = vi.fn();
    const { model } = script(`${callText({ city: "Paris" })} ${"x".repeat(2_000_000)}`);
    const result = await new CallLoop({
      model,
      tools,
      executors: { get_weather: executor },
      format: "json_object",
    }).run("weather?");
    expect(result.stopped).toBe("final");
    expect(executor).not.toHaveBeenCalled();
  });

  it("a model that returns something other than text: a clear ToolformError, nothing executed", async () => {
    const executor = vi.fn();
    for (const reply of [null, 42, { content: "hi" }]) {
      const loop = new CallLoop({
        model: async () => reply as unknown as string,
        tools,
        executors: { get_weather: executor },
        format: "json_object",
      });
      const error = await loop.run("weather?").catch((e: unknown) => e);
      expect(ToolformError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/expected the reply text/);
    }
    expect(executor).not.toHaveBeenCalled();
  });
});
