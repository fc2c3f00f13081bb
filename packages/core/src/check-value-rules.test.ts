import { describe, expect, it } from "vitest";
import { checkValueRules } from "./check-value-rules.js";
import { definePolicy } from "./define-policy.js";

const policy = definePolicy({
  values: {
    send_email: { to: { domains: ["example.com"] }, "cc.*": { domains: ["example.com"] } },
    pay: { amount: { min: 1, max: 500 }, currency: { oneOf: ["EUR", "USD"] } },
    write_file: { path: { within: ["/srv/data"] } },
  },
});

const run = (tool: string, args: Record<string, unknown>) =>
  checkValueRules(args, tool, policy, { name: tool, arguments: args });

describe("checkValueRules", () => {
  it("finds nothing when every value keeps to the rules", () => {
    expect(run("send_email", { to: "a@example.com", cc: ["b@example.com"] })).toEqual([]);
    expect(run("pay", { amount: 20, currency: "EUR" })).toEqual([]);
  });

  it("reports each violation as value_policy_violation with its path", () => {
    expect(run("pay", { amount: 900, currency: "GBP" })).toEqual([
      {
        code: "value_policy_violation",
        path: "amount",
        message: "amount: 900 is above the maximum 500; use at most 500",
      },
      {
        code: "value_policy_violation",
        path: "currency",
        message: 'currency: "GBP" is not allowed; use one of "EUR", "USD"',
      },
    ]);
  });

  it("expands * over array items", () => {
    const findings = run("send_email", { to: "a@example.com", cc: ["b@example.com", "c@evil.io"] });
    expect(findings.map((f) => f.path)).toEqual(["cc.1"]);
  });

  it("checks each item of an array value without a *", () => {
    const findings = run("send_email", { to: ["a@example.com", "x@evil.io"] });
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(/^to\.1: recipient domain "evil.io"/);
  });

  it("skips absent values (presence is the schema's job) and tools without rules", () => {
    expect(run("send_email", {})).toEqual([]);
    expect(run("other_tool", { to: "x@evil.io" })).toEqual([]);
    expect(run("constructor", { to: "x@evil.io" })).toEqual([]);
  });

  it("reads only own properties, so __proto__ cannot hide or supply a value", () => {
    const args = JSON.parse('{"__proto__": {"path": "/srv/data/x"}, "path": "/etc/passwd"}');
    expect(run("write_file", args).map((f) => f.path)).toEqual(["path"]);
  });
});
