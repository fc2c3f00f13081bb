import { describe, expect, it } from "vitest";
import { isTruncated, parseArguments } from "./parse-arguments.js";

describe("parseArguments", () => {
  it("reads absent, null and blank arguments as {}", () => {
    expect(parseArguments(undefined, { repairJson: false })).toEqual({
      ok: true,
      value: {},
      repairs: [],
    });
    expect(parseArguments(null, { repairJson: false })).toEqual({
      ok: true,
      value: {},
      repairs: [],
    });
    expect(parseArguments("  ", { repairJson: false })).toEqual({
      ok: true,
      value: {},
      repairs: [],
    });
  });

  it("uses an object as is and parses JSON text", () => {
    const args = { a: 1 };
    const read = parseArguments(args, { repairJson: false });
    expect(read.ok && read.value).toBe(args);
    expect(parseArguments('{"a":1}', { repairJson: false })).toEqual({
      ok: true,
      value: { a: 1 },
      repairs: [],
    });
  });

  it("calls anything but a JSON object malformed", () => {
    for (const raw of ["[1]", "5", '"x"', "null", "{", [1], 7]) {
      expect(parseArguments(raw, { repairJson: true }).ok).toBe(false);
    }
  });

  it("repairs trailing commas, single quotes and code fences only when asked, and reports it", () => {
    for (const raw of ["{'a': 1,}", '```json\n{"a": 1}\n```', "{a: 1}", '{"a": 1,}']) {
      expect(parseArguments(raw, { repairJson: false }).ok).toBe(false);
      const read = parseArguments(raw, { repairJson: true });
      expect(read).toEqual({
        ok: true,
        value: { a: 1 },
        repairs: [{ kind: "json_syntax", path: "", from: raw, to: expect.any(String) }],
      });
    }
  });

  it("never completes a truncated value", () => {
    for (const raw of ['{"city": "Par', '{"a": [1, 2', '{"a": 1', '```json\n{"a": {"b": 1}\n```']) {
      const read = parseArguments(raw, { repairJson: true });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.reason).toMatch(/truncated/);
    }
  });

  it("keeps an own __proto__ key as data", () => {
    const read = parseArguments('{"__proto__": {"polluted": true}}', { repairJson: true });
    expect(read.ok && Object.hasOwn(read.value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("detects truncation outside strings only", () => {
    expect(isTruncated('{"a": "}{"}')).toBe(false);
    expect(isTruncated('{"a": "it\\"s"}')).toBe(false);
    expect(isTruncated('{"a": "x\\')).toBe(true);
  });
});
