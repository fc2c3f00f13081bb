import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { decideOnce } from "./decide-once.js";
import type { ToolformEvent } from "./toolform-event.js";

const tools = [{ name: "t", parameters: { type: "object", required: ["a"] } }];
const invalid = { name: "t", arguments: {} };

describe("decideOnce", () => {
  it("never spends a run's retry budget: every invalid call gets feedback", async () => {
    const guard = createGuard({ maxRetries: 2 });
    for (let i = 0; i < 4; i++) {
      expect((await decideOnce(guard, invalid, { tools })).action).toBe("feedback");
    }
    // A real run's budget is untouched.
    expect((await guard.decide(invalid, { tools, runId: "r" })).action).toBe("feedback");
    expect((await guard.decide(invalid, { tools, runId: "r" })).action).toBe("stop");
  });

  it("gives the decision guard.decide gives in a fresh run", async () => {
    const guard = createGuard();
    const once = await decideOnce(guard, invalid, { tools });
    const fresh = await createGuard().decide(invalid, { tools, runId: "fresh" });
    expect(once.feedback).toBe(fresh.feedback);
    expect(once.action).toBe(fresh.action);
  });

  it("names its run in events with the runId given", async () => {
    const events: ToolformEvent[] = [];
    const guard = createGuard({ onEvent: (e) => events.push(e) });
    await decideOnce(guard, invalid, { tools, runId: "callback:42" });
    expect(events.at(-1)?.runId).toBe("callback:42");
  });
});
