// The end-to-end scenarios about the retry budget when `guardTools` and
// `repairToolCall` both judge one tool's calls (the SDK hands unparsable input
// to the repair function and parsed input to the tool's validation): one run,
// one count per tool, as docs/policy.md "The retry budget" says. Run for each
// `ai` major and mode from `describeScenarios` (e2e-scenarios.ts).
import type { PolicyConfig } from "@toolform/core";
import { expect, it } from "vitest";
import { z } from "zod";
import { type Kit, run, scriptedModel, type Turn, toolResultsIn } from "./e2e-kit.js";
import { guardTools } from "./guard-tools.js";
import { repairToolCall } from "./repair-tool-call.js";
import { toolformMiddleware } from "./toolform-middleware.js";

function weather(kit: Kit) {
  const executed: unknown[] = [];
  const tools = {
    weather: kit.tool({
      description: "Weather forecast for a city.",
      inputSchema: z.object({ city: z.string(), days: z.number().int().min(1).max(14) }),
      execute: async (input: unknown) => {
        executed.push(input);
        return "sunny";
      },
    }),
  };
  return { tools, executed };
}

// The SDK cannot parse this: it goes to repairToolCall, which cannot repair it.
const unparsable: Turn = { calls: [{ name: "weather", input: "city := <<Paris>>" }] };
// Parsed, then refused by the guarded tool's validation.
const invalid: Turn = { calls: [{ name: "weather", input: { city: 42 } }] };
const valid: Turn = { calls: [{ name: "weather", input: { city: "Paris", days: 2 } }] };

// The `"error"` of each tool result the model read on its n-th call.
function errorsSeen(seen: Parameters<typeof toolResultsIn>[0]): (string | undefined)[] {
  return toolResultsIn(seen).map((r) => r.text.match(/"error":"([^"]*)"/)?.[1]);
}

/**
 * Registers the budget scenarios for one `ai` major and mode, inside the caller's describe.
 *
 * @example
 * describe.each(["generate", "stream"] as const)("ai 7 %s", (mode) => budgetScenarios(kit, mode));
 */
export function budgetScenarios(kit: Kit, mode: "generate" | "stream"): void {
  const repair = (policy: PolicyConfig) => ({ [kit.repairOption]: repairToolCall(policy) });

  it("8c. unparsable and schema-invalid tries at one tool share one budget (guardTools + repairToolCall)", async () => {
    const policy: PolicyConfig = { maxRetries: 2 };
    const { tools, executed } = weather(kit);
    const model = scriptedModel(kit, [unparsable, invalid, { text: "Sorry." }]);
    const result = await run(kit, mode, model, {
      tools: guardTools(tools, policy),
      ...repair(policy),
      stopWhen: kit.stepCountIs(10),
    });

    expect(executed).toEqual([]);
    // The second invalid try at weather spends the budget of two, whichever piece judged it.
    expect(errorsSeen(result.seen[2])).toEqual(["invalid call", "retry budget exhausted"]);
  });

  it("8d. with the middleware, the run ends at the second invalid try, whichever piece judged it", async () => {
    const policy: PolicyConfig = { maxRetries: 2 };
    const { tools, executed } = weather(kit);
    const model = scriptedModel(kit, [invalid, unparsable, invalid, invalid]);
    const result = await run(kit, mode, model, {
      model: kit.wrapLanguageModel({ model, middleware: toolformMiddleware(policy) }),
      tools: guardTools(tools, policy),
      ...repair(policy),
      stopWhen: kit.stepCountIs(10),
    });

    expect(executed).toEqual([]);
    expect(result.seen).toHaveLength(2);
    expect(result.providerMetadata).toMatchObject({
      toolform: { stopped: "retry_budget", tool: "weather" },
    });
  });

  it("8e. a valid call resets the count for unparsable tries too", async () => {
    const policy: PolicyConfig = { maxRetries: 2 };
    const { tools, executed } = weather(kit);
    const model = scriptedModel(kit, [unparsable, valid, unparsable, { text: "done" }]);
    const result = await run(kit, mode, model, {
      tools: guardTools(tools, policy),
      ...repair(policy),
      stopWhen: kit.stepCountIs(10),
    });

    expect(executed).toEqual([{ city: "Paris", days: 2 }]);
    // One invalid try since the valid call: feedback, not the end of the run.
    expect(errorsSeen(result.seen[3]).at(-1)).toBe("invalid call");
  });

  it("8f. invented tool names share the guarded toolset's budget, in every major and mode", async () => {
    const policy: PolicyConfig = { maxRetries: 2 };
    const { tools, executed } = weather(kit);
    const invented = (name: string): Turn => ({ calls: [{ name, input: { city: "Paris" } }] });
    const model = scriptedModel(kit, [
      invented("forecast"),
      invented("get_forecast"),
      { text: "ok" },
    ]);
    const result = await run(kit, mode, model, {
      tools: guardTools(tools, policy),
      ...repair(policy),
      stopWhen: kit.stepCountIs(10),
    });

    expect(executed).toEqual([]);
    expect(errorsSeen(result.seen[2])).toEqual(["invalid call", "retry budget exhausted"]);
  });
}
