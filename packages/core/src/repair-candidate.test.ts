import { describe, expect, it } from "vitest";
import { coerceArguments } from "./coerce-arguments.js";
import type { JSONSchema } from "./json-schema.js";
import { repairCouldChange } from "./repair-candidate.js";

// Every schema under which repair changes a string or unwraps a list.
const SCHEMAS: JSONSchema[] = [
  { type: "integer" },
  { type: "number" },
  { type: "boolean" },
  { type: ["integer", "null"] },
  { type: ["number", "boolean"] },
  { enum: [1, 2, true] },
  { const: false },
];

const changes = (value: unknown) =>
  SCHEMAS.some(
    (schema) =>
      coerceArguments({ v: value }, { properties: { v: schema } }, "repair").repairs.length > 0,
  );

const WORDS = ["true", "yes", "false", "no"];
const SPACES = ["", " ", "\t", "\n", "\u00a0", "\u2028", "\ufeff", " \r\n\v\f"];

function strings(): string[] {
  const out: string[] = [];
  for (let c = 0; c < 0x250; c++) {
    const ch = String.fromCharCode(c);
    out.push(ch, `${ch}7`, `${ch}es`, `${ch}rue`, `${ch}o`, `7${ch}`);
  }
  for (const word of WORDS) {
    for (const variant of [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1)]) {
      for (const space of SPACES) out.push(`${space}${variant}${space}`, `${variant}${space}x`);
    }
  }
  for (const n of ["7", "-7", "0", "7.5", "1e3", "-0.0", "+1", ".5", "0x10", "Infinity", "07"]) {
    for (const space of SPACES) out.push(`${space}${n}${space}`);
  }
  out.push("not a number", "zz_not_in_enum", "  NATURE ", "İyes", "\u212a", "yes!", "nope", "");
  return out;
}

describe("repairCouldChange", () => {
  it("is true for every value repair changes under some schema (never misses one)", () => {
    const missed = strings().filter((s) => changes(s) && !repairCouldChange(s));
    expect(missed).toEqual([]);
  });

  it("rules out what no schema repairs (and so is not just always true)", () => {
    for (const s of ["not a number", "zz_not_in_enum", "  NATURE ", "+1", ".5", "yes!", "nope"]) {
      expect(changes(s)).toBe(false);
      expect(repairCouldChange(s)).toBe(false);
    }
    for (const value of [5, true, null, {}, { v: "7" }, [], [1, 2], [["7"]], [{ a: 1 }]]) {
      expect(repairCouldChange(value)).toBe(false);
    }
  });

  it("finds the strings and one-item lists repair reads, trimmed and in any case", () => {
    for (const value of [
      "7",
      " -7.5 ",
      "\u00a01e3",
      "YES",
      " No\n",
      "\ufefftrue",
      ["x"],
      [7],
      [null],
    ]) {
      expect(repairCouldChange(value)).toBe(true);
    }
  });
});
