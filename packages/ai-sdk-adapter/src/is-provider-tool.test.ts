import { describe, expect, it } from "vitest";
import { isProviderTool } from "./is-provider-tool.js";

describe("isProviderTool", () => {
  it("recognises provider tools of ai 5, 6 and 7, and nothing else", () => {
    expect(isProviderTool({ type: "provider", id: "acme.search" })).toBe(true);
    expect(isProviderTool({ type: "provider-defined", id: "acme.search" })).toBe(true);
    expect(isProviderTool({ type: "function" })).toBe(false);
    expect(isProviderTool({})).toBe(false);
    expect(isProviderTool(null)).toBe(false);
  });
});
