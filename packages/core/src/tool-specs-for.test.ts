import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { freshToolSpecsFor, toolSpecsFor } from "./tool-specs-for.js";

const weather = { name: "get_weather", parameters: { type: "object", properties: {} } };
const email = { name: "send_email", parameters: { type: "object", properties: {} } };

describe("toolSpecsFor", () => {
  it("reads a reused toolset once", () => {
    const tools = [weather, { type: "web_search_preview" }];
    const first = toolSpecsFor(tools);
    expect(first.map((s) => s.name)).toEqual(["get_weather"]);
    expect(toolSpecsFor(tools)).toBe(first);
  });

  it("reads an array again after an entry is added, removed or replaced in place", async () => {
    const guard = createGuard();
    const tools: { name: string; parameters: object }[] = [weather];
    const call = { name: "send_email", arguments: "{}" };
    expect((await guard.decide(call, { tools })).findings.map((f) => f.code)).toEqual([
      "unknown_tool",
    ]);
    tools.push(email);
    expect((await guard.decide(call, { tools })).action).toBe("execute");
    tools.pop();
    expect((await guard.decide(call, { tools })).action).not.toBe("execute");
    tools[0] = email;
    expect((await guard.decide(call, { tools })).action).toBe("execute");
  });

  it("reuses a frozen toolset's read, and still notices a changed one read in between", () => {
    const frozen = Object.freeze([weather]);
    const first = toolSpecsFor(frozen);
    expect(toolSpecsFor(frozen)).toBe(first);
    const open: { name: string; parameters: object }[] = [weather];
    expect(toolSpecsFor(open).map((s) => s.name)).toEqual(["get_weather"]);
    open.push(email);
    expect(toolSpecsFor(open).map((s) => s.name)).toEqual(["get_weather", "send_email"]);
    expect(toolSpecsFor(frozen)).toBe(first);
  });

  it("reads a record again after a key is added", () => {
    const tools: Record<string, { readonly [key: string]: unknown }> = {
      get_weather: { inputSchema: weather.parameters },
    };
    expect(toolSpecsFor(tools).map((s) => s.name)).toEqual(["get_weather"]);
    tools.send_email = { inputSchema: email.parameters };
    expect(toolSpecsFor(tools).map((s) => s.name)).toEqual(["get_weather", "send_email"]);
  });

  it("hands the caller a fresh read", () => {
    const tools = [weather];
    expect(freshToolSpecsFor(tools)).not.toBe(freshToolSpecsFor(tools));
    expect(freshToolSpecsFor(tools)).toEqual(toolSpecsFor(tools));
  });
});
