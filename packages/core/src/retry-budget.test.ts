import { describe, expect, it } from "vitest";
import { RetryBudget } from "./retry-budget.js";

describe("RetryBudget", () => {
  it("counts tries per run and tool, and a success zeroes that tool's count", () => {
    const budget = new RetryBudget();
    budget.succeed("r1", "t"); // nothing failed yet: nothing to reset
    expect(budget.fail("r1", "t")).toBe(1);
    expect(budget.fail("r1", "t")).toBe(2);
    expect(budget.fail("r1", "u")).toBe(1);
    budget.succeed("r1", "t");
    expect(budget.fail("r1", "t")).toBe(1);
    expect(budget.fail("r1", "u")).toBe(2);
  });

  it("still zeroes a count after another run was forgotten", () => {
    const budget = new RetryBudget();
    budget.fail("r1", "t");
    budget.fail("r2", "t");
    budget.reset("r1");
    budget.succeed("r2", "t");
    expect(budget.fail("r2", "t")).toBe(1);
    expect(budget.fail("r1", "t")).toBe(1);
  });

  it("starts every run afresh after a full reset, and counts again after it", () => {
    const budget = new RetryBudget();
    budget.fail("r1", "t");
    budget.fail("r1", "t");
    budget.reset();
    budget.succeed("r1", "t");
    expect(budget.fail("r1", "t")).toBe(1);
    budget.reset("r1");
    expect(budget.fail("r1", "t")).toBe(1);
    expect(budget.fail("r1", "t")).toBe(2);
    budget.succeed("r1", "t");
    expect(budget.fail("r1", "t")).toBe(1);
  });
});
