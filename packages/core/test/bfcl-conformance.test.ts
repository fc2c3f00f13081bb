// Conformance on BFCL-derived fixtures (../shared/data/bfcl, see its SOURCES.md):
// every ground-truth call validates, every mutation lands in its bucket at its
// path, sloppy names resolve, and slips the seed's rule fixes come back.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dataPresent, sharedDataPath } from "../../../test-support/shared-data.js";
import { pointerToDotted } from "../src/json-path.js";
import { normalizeCall } from "../src/normalize-call.js";
import { repairArguments } from "../src/repair-arguments.js";
import { resolveToolName } from "../src/resolve-tool-name.js";
import { toToolSpecs } from "../src/to-tool-specs.js";
import type { ToolCall } from "../src/tool-call.js";
import type { ToolSpec } from "../src/tool-spec.js";
import { validateArguments } from "../src/validate-arguments.js";
import type { ValidationReport } from "../src/validation-report.js";

interface CallRecord {
  id: string;
  tools: ToolSpec[];
  call: { name: string; arguments: Record<string, unknown> };
}

interface Mutation {
  id: string;
  sourceId: string;
  mutation: string;
  call: { name: string; arguments: Record<string, unknown> };
  expectBucket: string | null;
  expectPath?: string;
  missingProperty?: string;
  extraProperty?: string;
  expectAfterNormalization?: string;
  expectResolvedName?: string | null;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(sharedDataPath("bfcl", file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);

const BUCKETS: Record<string, keyof ValidationReport> = {
  missing_required: "missingRequired",
  unknown_args: "unknownArgs",
  type_error: "typeErrors",
  enum_error: "enumErrors",
  constraint_error: "constraintErrors",
};

const join = (base: string, key: string) => (base === "" ? key : `${base}.${key}`);

/** Why a mutation's report is not what the fixture expects, or null when it is. */
function judge(m: Mutation, report: ValidationReport, tools: ToolSpec[]): string | null {
  if (m.expectBucket === "unknown_tool") {
    return report.unknownTool && report.nErrors === 1
      ? null
      : `expected unknown tool: ${JSON.stringify(report)}`;
  }
  if (m.expectBucket === null) {
    if (!report.ok) return `expected valid: ${JSON.stringify(report)}`;
    const resolved = resolveToolName(m.call.name, tools);
    return resolved === m.expectResolvedName
      ? null
      : `resolved ${resolved}, expected ${m.expectResolvedName}`;
  }
  const key = BUCKETS[m.expectBucket];
  if (key === undefined) return `unknown expectBucket ${m.expectBucket}`;
  const entries = report[key] as readonly string[];
  if (entries.length === 0 || entries.length !== report.nErrors) {
    return `expected only ${key}: ${JSON.stringify(report)}`;
  }
  const at = pointerToDotted(m.expectPath ?? "");
  const expected =
    m.expectBucket === "missing_required" && m.missingProperty !== undefined
      ? join(at, m.missingProperty)
      : m.expectBucket === "unknown_args" && m.extraProperty !== undefined
        ? join(at, m.extraProperty)
        : at;
  const hit =
    key === "missingRequired" || key === "unknownArgs"
      ? entries.includes(expected)
      : entries.some((e) => e.startsWith(`${expected === "" ? "(root)" : expected}: `));
  return hit ? null : `expected ${key} at "${expected}": ${JSON.stringify(entries)}`;
}

const bfclPresent = dataPresent("bfcl", "BFCL conformance");

// vitest still runs a skipped suite's body to collect it: read only when present.
describe.runIf(bfclPresent)("BFCL conformance", () => {
  const calls = bfclPresent ? readJsonl<CallRecord>("calls.jsonl") : [];
  const mutations = bfclPresent ? readJsonl<Mutation>("mutations.jsonl") : [];
  const byId = new Map(calls.map((record) => [record.id, record]));

  it("validates every ground-truth call in calls.jsonl", () => {
    const failures: string[] = [];
    for (const record of calls) {
      const report = validateArguments(record.call, record.tools);
      if (!report.ok) failures.push(`${record.id}: ${JSON.stringify(report)}`);
    }
    console.info(`[BFCL] calls valid: ${calls.length - failures.length}/${calls.length}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(calls.length).toBe(3129);
  });

  it("puts every mutation in its expected bucket at its expected path", () => {
    const failures: string[] = [];
    const perKind = new Map<string, { pass: number; total: number }>();
    for (const m of mutations) {
      const source = byId.get(m.sourceId);
      if (source === undefined) throw new Error(`no source record ${m.sourceId}`);
      const verdict = judge(m, validateArguments(m.call, source.tools), toToolSpecs(source.tools));
      const tally = perKind.get(m.mutation) ?? { pass: 0, total: 0 };
      tally.total++;
      if (verdict === null) tally.pass++;
      else failures.push(`${m.id}: ${verdict}`);
      perKind.set(m.mutation, tally);
    }
    const summary = [...perKind].map(([k, t]) => `${k} ${t.pass}/${t.total}`).join(", ");
    console.info(
      `[BFCL] mutations in bucket: ${mutations.length - failures.length}/${mutations.length} (${summary})`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(mutations.length).toBe(21534);
  });

  it("brings every mutation fixable by normalisation back to the original call", () => {
    const failures: string[] = [];
    let checked = 0;
    for (const m of mutations) {
      if (m.expectAfterNormalization !== "valid") continue;
      checked++;
      const source = byId.get(m.sourceId) as CallRecord;
      const tools = toToolSpecs(source.tools);
      const name = resolveToolName(m.call.name, tools);
      const tool = tools.find((t) => t.name === name);
      if (tool === undefined) {
        failures.push(`${m.id}: ${m.call.name} did not resolve`);
        continue;
      }
      const mutated: ToolCall = m.call;
      const normalized = normalizeCall(mutated, tool, { strictness: "normalized" });
      const original = normalizeCall(source.call, tool, { strictness: "normalized" });
      if (JSON.stringify(normalized) !== JSON.stringify(original)) {
        failures.push(`${m.id}: ${JSON.stringify(normalized)} != ${JSON.stringify(original)}`);
      }
    }
    console.info(`[BFCL] restored by normalizeCall: ${checked - failures.length}/${checked}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBe(8556);
  });

  it("repairs numeric, boolean and singleton-list slips exactly, with one reported repair each", () => {
    const failures: string[] = [];
    let checked = 0;
    for (const m of mutations) {
      if (!["numeric_string", "boolean_string", "singleton_list"].includes(m.mutation)) continue;
      checked++;
      const source = byId.get(m.sourceId) as CallRecord;
      const tool = toToolSpecs(source.tools).find((t) => t.name === m.call.name) as ToolSpec;
      const { arguments: repaired, repairs } = repairArguments(m.call.arguments, tool);
      if (
        JSON.stringify(repaired) !== JSON.stringify(source.call.arguments) ||
        repairs.length !== 1
      ) {
        failures.push(`${m.id}: ${JSON.stringify(repaired)} (${repairs.length} repairs)`);
      }
    }
    console.info(`[BFCL] repaired exactly: ${checked - failures.length}/${checked}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBe(1407 + 223 + 3023);
  });

  it("reports the real-world slips of conflicts.jsonl in their observed buckets (a wrong type hides its enum)", () => {
    const conflicts = readJsonl<CallRecord & { observedBuckets: string[] }>("conflicts.jsonl");
    const failures: string[] = [];
    for (const record of conflicts) {
      const report = validateArguments(record.call, record.tools);
      const ours = Object.entries(BUCKETS)
        .filter(([, key]) => (report[key] as readonly string[]).length > 0)
        .map(([bucket]) => bucket)
        .sort();
      const observed = record.observedBuckets.includes("type_error")
        ? record.observedBuckets.filter((b) => b !== "enum_error")
        : record.observedBuckets;
      if (JSON.stringify(ours) !== JSON.stringify([...observed].sort())) {
        failures.push(
          `${record.id}: ${ours.join("+")} vs observed ${record.observedBuckets.join("+")}`,
        );
      }
    }
    console.info(
      `[BFCL] conflicts in observed buckets: ${conflicts.length - failures.length}/${conflicts.length}`,
    );
    expect(failures).toEqual([]);
    expect(conflicts.length).toBe(23);
  });
});
