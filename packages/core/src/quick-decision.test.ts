import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { fuzz, fuzzTimeout, HOSTILE, hostileRoot } from "./hostile-shapes.js";
import type { PolicyConfig } from "./policy-types.js";
import type { ToolCall } from "./tool-call.js";

const tools = [
  {
    name: "get_weather",
    parameters: {
      type: "object",
      properties: {
        city: { type: "string" },
        days: { type: "integer", minimum: 1, maximum: 14 },
        unit: { type: "string", enum: ["celsius", "fahrenheit"] },
      },
      required: ["city"],
    },
  },
  { name: "anything", parameters: { type: "object" } },
  { name: "strict", parameters: { type: "object", additionalProperties: false } },
  { name: "broken", parameters: { type: "object", properties: { a: { type: "nope" } } } },
];

const weather = fc.record(
  {
    city: fc.oneof(fc.constantFrom("Paris", "Lisbon", HOSTILE), fc.string({ maxLength: 8 })),
    days: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constant("3")),
    unit: fc.constantFrom("celsius", "kelvin"),
  },
  { requiredKeys: [] },
);
const policies: PolicyConfig[] = [
  {},
  { injection: { arguments: "off" } },
  { injection: { arguments: "sanitise" } },
  { allowTools: ["anything"] },
  { values: { get_weather: { city: { oneOf: ["Paris"] } } } },
  { limits: { maxArgumentBytes: 60, maxDepth: 3 }, repair: "none", onInvalid: "stop" },
];

describe("quickDecision", () => {
  it(
    "property: a guard decides as the general path does (forced by an event listener)",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("get_weather", "GetWeather", "anything", "strict", "broken", "nope"),
          fc.oneof(weather, hostileRoot),
          fc.constantFrom(...policies.keys()),
          async (name, args, p) => {
            const policy = { ...policies[p], maxRetries: 1_000_000 };
            const quick = createGuard(policy);
            const general = createGuard({ ...policy, onEvent: () => undefined });
            const call: ToolCall = { name, arguments: args };
            const [a, b] = await Promise.allSettled([
              quick.decide(call, { tools, runId: "r" }),
              general.decide(call, { tools, runId: "r" }),
            ]);
            expect(a.status).toBe(b.status);
            if (a.status === "fulfilled" && b.status === "fulfilled") {
              expect(a.value).toEqual(b.value);
              expect(Object.keys(a.value)).toEqual(Object.keys(b.value));
              expect(Object.isFrozen(a.value.findings)).toBe(Object.isFrozen(b.value.findings));
              expect(Object.isFrozen(a.value.repairs)).toBe(Object.isFrozen(b.value.repairs));
            }
          },
        ),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it(
    "property: one guard deciding a run of calls (the tool kept, switched, the toolset frozen or rebuilt) decides as the general path does",
    async () => {
      const frozen = Object.freeze(tools.map((t) => Object.freeze({ ...t })));
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(
              fc.constantFrom("get_weather", "GetWeather", "anything", "strict", "broken", "nope"),
              fc.oneof(weather, hostileRoot),
              fc.constantFrom("frozen", "same", "rebuilt"),
            ),
            { minLength: 1, maxLength: 8 },
          ),
          fc.constantFrom(...policies.keys()),
          async (calls, p) => {
            const policy = { ...policies[p], maxRetries: 1_000_000 };
            const quick = createGuard(policy);
            const general = createGuard({ ...policy, onEvent: () => undefined });
            for (const [name, args, set] of calls) {
              const toolset = set === "frozen" ? frozen : set === "same" ? tools : [...tools];
              const call: ToolCall = { name, arguments: args };
              const ctx = { tools: toolset, runId: "r" };
              const [a, b] = await Promise.allSettled([
                quick.decide(call, ctx),
                general.decide(call, ctx),
              ]);
              expect(a.status).toBe(b.status);
              if (a.status === "fulfilled" && b.status === "fulfilled") {
                expect(a.value).toEqual(b.value);
                expect(Object.keys(a.value)).toEqual(Object.keys(b.value));
              }
            }
          },
        ),
        fuzz,
      );
    },
    fuzzTimeout,
  );

  it("reads a toolset changed in place between two calls, unless it is frozen", async () => {
    const guard = createGuard({ maxRetries: 1_000_000 });
    const call = { name: "get_weather", arguments: { city: "Paris", days: 2 } };
    const open = [tools[0]!];
    expect((await guard.decide(call, { tools: open })).action).toBe("execute");
    // The same array, now holding another tool: the call is to an unknown tool.
    open[0] = tools[1]!;
    expect((await guard.decide(call, { tools: open })).action).toBe("feedback");
    const closed = Object.freeze([tools[0]!]);
    expect((await guard.decide(call, { tools: closed })).action).toBe("execute");
    expect((await guard.decide({ ...call, name: "anything" }, { tools: closed })).action).toBe(
      "feedback",
    );
    expect((await guard.decide(call, { tools: closed })).action).toBe("execute");
  });

  it("leaves a missing or odd call to the general path, which answers it", async () => {
    const guard = createGuard({ maxRetries: 1_000_000 });
    for (const call of [null, undefined, 5, "x", { arguments: { a: 1 } }]) {
      const decision = await guard.decide(call as unknown as ToolCall, { tools });
      expect(decision.action).toBe("feedback");
    }
  });

  it("keeps counting the retry budget across quick and general decisions", async () => {
    const guard = createGuard({ maxRetries: 2 });
    const ctx = { tools, runId: "run" };
    const bad = { name: "get_weather", arguments: { days: 99 } };
    const good = { name: "get_weather", arguments: { city: "Paris", days: 2 } };
    expect((await guard.decide(bad, ctx)).action).toBe("feedback");
    // A valid call resets the tool's count: the next invalid one is the first again.
    expect((await guard.decide(good, ctx)).action).toBe("execute");
    expect((await guard.decide(bad, ctx)).action).toBe("feedback");
    expect((await guard.decide(bad, ctx)).stopped).toBe("retry_budget");
  });
});
