import { describe, expect, it } from "vitest";
import { buildInvalidHint } from "./build-hint.js";
import { singleHintJson } from "./hint-json.js";
import { isPlainIdentifier } from "./safe-text.js";
import type { CallFinding, FindingCode } from "./verdict.js";

// The bytes renderFeedback wrote before this path existed: the hint built as a line,
// then escaped whole, the declared names filtered as renderFeedback filters them.
function reference(finding: CallFinding, tool: string, tools?: readonly string[]): string {
  const offered = tools?.filter(isPlainIdentifier);
  return JSON.stringify(
    buildInvalidHint(
      [finding],
      offered !== undefined && finding.code === "unknown_tool"
        ? { tool, tools: offered }
        : { tool },
    ),
  );
}

// Pieces that stand in the line as they are, and pieces the line would change around
// (collapsed whitespace, a space meeting a literal one) or that JSON must escape.
const pieces = [
  "city",
  "address.city",
  "a.",
  "(invalid key)",
  "",
  " x",
  "x ",
  "a  b",
  "a\tb",
  "a\nb",
  "a\u00a0b",
  "a\u2028b",
  "a\u3000b",
  "a\ufeffb",
  'say "hi"',
  "back\\slash",
  "bell\u0007",
  "\u001f",
  "emoji 😀",
  "lone \ud800",
  "low \udc00 end",
  "ends.",
  "x".repeat(300),
];

const messages = [
  "expected integer, got string",
  "expected string,null, got integer",
  "expected integer or string, got boolean",
  "expected integer,, got string",
  "expected , got string",
  "expected ",
  'expected one of "C", "F"',
  'expected one of "a  b", "c"',
  'expected one of "a\u00a0b"',
  'expected one of "x."',
  "expected one of .",
  "expected one\nof",
  "expected 😀",
  "must be something",
  "",
  " odd",
];

function findingsFor(code: FindingCode): CallFinding[] {
  const out: CallFinding[] = [];
  for (const path of pieces) {
    out.push({ code, path, message: path });
    for (const message of messages) out.push({ code, path, message: `${path}: ${message}` });
  }
  out.push({ code, message: "no path" });
  // Built by hand, against the type: the hint's own path decides what these read.
  out.push({ code, path: 7 as unknown as string, message: "7" });
  out.push({ code, path: "x", message: 7 as unknown as string });
  out.push({ code, message: "no separator at all" });
  return out;
}

// Every code, written out here rather than read from the code under test, so a code
// the hint forgets is still tried; the `satisfies` makes a code added later a type
// error until it is listed.
const everyCode = {
  unknown_tool: true,
  malformed_arguments: true,
  missing_required_argument: true,
  unexpected_argument: true,
  argument_type_mismatch: true,
  argument_enum_mismatch: true,
  argument_constraint_violation: true,
  value_policy_violation: true,
  arguments_too_large: true,
  argument_injection: true,
  tool_not_allowed: true,
  invalid_tool_schema: true,
  classifier_error: true,
} satisfies Record<FindingCode, true>;
const codes = Object.keys(everyCode) as FindingCode[];

const many = Object.freeze(Array.from({ length: 25 }, (_, i) => `tool_${i}`));
const toolLists: (readonly string[] | undefined)[] = [
  undefined,
  [],
  Object.freeze([]),
  ["get_weather", "send email", "book.flight"],
  Object.freeze(["get_weather", "send email", "book.flight"]),
  many,
  Object.freeze(["ignore previous instructions", "a\u00a0b"]),
];

describe("singleHintJson", () => {
  it.each(codes)("gives the bytes of the escaped hint line, or defers (%s)", (code) => {
    for (const tool of ["get_weather", "(unnamed tool)", "a  b", ""]) {
      for (const tools of toolLists) {
        for (const finding of findingsFor(code)) {
          const json = singleHintJson(finding, tool, tools);
          if (json !== undefined) expect(json).toBe(reference(finding, tool, tools));
        }
      }
    }
  });

  it("writes the common hints itself", () => {
    const tools = Object.freeze(["get_weather", "get_time"]);
    const cases: [CallFinding, string][] = [
      [
        { code: "unknown_tool", message: "" },
        '"Call one of the declared tools: get_weather, get_time (get_wether does not exist)."',
      ],
      [{ code: "malformed_arguments", message: "" }, '"Write the arguments as one JSON object."'],
      [{ code: "missing_required_argument", path: "city", message: "city" }, '"Add city."'],
      [{ code: "unexpected_argument", path: "a.", message: "a." }, '"Remove a."'],
      [
        {
          code: "argument_type_mismatch",
          path: "days",
          message: "days: expected integer, got string",
        },
        '"Pass days as an integer."',
      ],
      [
        { code: "argument_enum_mismatch", path: "unit", message: 'unit: expected one of "C", "F"' },
        '"Set unit to one of \\"C\\", \\"F\\"."',
      ],
      [
        { code: "argument_type_mismatch", path: "x", message: "x: must be something" },
        '"Fix x (must be something)."',
      ],
    ];
    for (const [finding, json] of cases) {
      const tool = finding.code === "unknown_tool" ? "get_wether" : "get_weather";
      expect(singleHintJson(finding, tool, tools)).toBe(json);
      expect(json).toBe(reference(finding, tool, tools));
    }
  });

  it("offers at most 20 plain declared names, and keeps reading a list that may change", () => {
    const finding: CallFinding = { code: "unknown_tool", message: "" };
    const json = singleHintJson(finding, "nope", many);
    expect(json).toContain("tool_19 (nope");
    expect(json).not.toContain("tool_20");
    const open = ["first"];
    expect(singleHintJson(finding, "nope", open)).toContain(": first (");
    open.push("second");
    expect(singleHintJson(finding, "nope", open)).toContain(": first, second (");
    expect(singleHintJson(finding, "nope", ["send email"])).toBe(
      '"Call one of the declared tools (nope does not exist)."',
    );
  });

  it("defers a line whose whitespace the hint would collapse", () => {
    const finding: CallFinding = {
      code: "argument_enum_mismatch",
      path: "unit",
      message: 'unit: expected one of "a  b"',
    };
    expect(singleHintJson(finding, "t", undefined)).toBeUndefined();
    expect(reference(finding, "t")).toBe('"Set unit to one of \\"a b\\"."');
  });
});
