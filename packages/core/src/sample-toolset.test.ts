import { describe, expect, it } from "vitest";
import { sampleToolset } from "./sample-toolset.js";
import { validateArguments } from "./validate-arguments.js";

describe("sampleToolset", () => {
  it("declares legal_draft_v3 and returns a fresh copy each time", () => {
    const [tool] = sampleToolset();
    expect(tool?.name).toBe("legal_draft_v3");
    expect(sampleToolset()[0]).not.toBe(tool);
    expect(sampleToolset()).toEqual(sampleToolset());
  });

  it("accepts a complete draft and reports missing required fields", () => {
    const tools = sampleToolset();
    const valid = {
      counterparty: "Acme",
      value: 1200.5,
      term_months: 12,
      currency: "EUR",
      auto_renew: false,
    };
    expect(validateArguments({ name: "legal_draft_v3", arguments: valid }, tools).ok).toBe(true);
    expect(
      validateArguments({ name: "legal_draft_v3", arguments: {} }, tools).missingRequired,
    ).toEqual(["counterparty", "value", "term_months"]);
  });
});
