import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { definePolicy } from "./define-policy.js";
import { resolveGuard } from "./resolve-guard.js";

describe("resolveGuard", () => {
  it("returns a guard it is given", () => {
    const guard = createGuard();
    expect(resolveGuard(guard)).toBe(guard);
  });

  it("makes one guard per policy object, plain config or definePolicy result", () => {
    const config = { onInvalid: "stop" as const };
    expect(resolveGuard(config)).toBe(resolveGuard(config));
    expect(resolveGuard(config)).not.toBe(resolveGuard({ onInvalid: "stop" }));
    expect(resolveGuard(config).policy.onInvalid).toBe("stop");
    const policy = definePolicy({ maxRetries: 1 });
    expect(resolveGuard(policy)).toBe(resolveGuard(policy));
    expect(resolveGuard(policy).policy.maxRetries).toBe(1);
  });

  it("shares one default guard when there is no policy", () => {
    expect(resolveGuard()).toBe(resolveGuard(undefined));
    expect(resolveGuard().policy.onInvalid).toBe("feedback");
  });

  it("reports a bad policy as definePolicy does", () => {
    expect(() => resolveGuard({ maxRetries: -2 } as never)).toThrow(/maxRetries/);
  });
});
