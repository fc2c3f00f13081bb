import { createGuard, guardToolset, scan, scanArguments, validateToolCalls } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  fc,
  fcParams,
  hostileArguments,
  hostileKey,
  hostileText,
  numRuns,
  propertyTimeout,
  seamText,
} from "../../../../test-support/fast-check.js";
import { repr } from "../../../../test-support/hostile.js";

// Sanitising is a fixed point: what ToolForm cleaned, ToolForm finds clean.

const blocking = (findings: readonly { severity: string }[]) =>
  findings.filter((f) => f.severity !== "low");

const openTool = [{ name: "t", parameters: { type: "object", additionalProperties: true } }];

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(strings);
}

describe(`sanitisation properties (numRuns ${numRuns})`, () => {
  it(
    "property: sanitised arguments keep their type and keys, rescan clean, and the call is then allowed",
    async () => {
      let redacted = 0;
      await fc.assert(
        fc.asyncProperty(hostileArguments, fc.boolean(), async (args, asText) => {
          const input = asText ? JSON.stringify(args) : args;
          const v = await validateToolCalls([{ name: "t", arguments: input }], {
            tools: openTool,
            onMatch: "sanitise",
          });
          const call = v.calls[0]!;
          expect(repr(call.arguments)).toBe(repr(input)); // nothing lost
          if (call.redactedArguments === undefined) return;
          redacted++;
          expect(typeof call.redactedArguments).toBe(typeof input);
          const cleaned =
            typeof call.redactedArguments === "string"
              ? JSON.parse(call.redactedArguments)
              : call.redactedArguments;
          expect(Object.keys(cleaned)).toEqual(Object.keys(args));
          expect(blocking(scanArguments(call.redactedArguments).findings)).toEqual([]);
          if (call.findings.every((f) => f.redacted === true)) expect(call.allowed).toBe(true);
        }),
        fcParams(0.5),
      );
      expect(redacted).toBeGreaterThan(0); // not vacuous
    },
    propertyTimeout,
  );

  it(
    "property: a sanitised tool output rescans clean and keeps its type",
    async () => {
      const guard = createGuard();
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileText, hostileArguments), async (output) => {
          const d = await guard.checkToolOutput(output, { tool: "fetch" });
          if (d.action === "allow") {
            expect(d.output).toBe(output);
            return;
          }
          if (d.action === "sanitise") {
            expect(typeof d.output).toBe(typeof output);
            // Judged the way checkToolOutput judges: each string value on its own.
            for (const text of strings(d.output)) {
              expect(blocking(scan(text, { channel: "tool_output" }).findings)).toEqual([]);
            }
          }
        }),
        fcParams(0.5),
      );
    },
    propertyTimeout,
  );

  it(
    "property: a cleaned toolset is clean (guardToolset is idempotent on its own output)",
    () => {
      const toolArb = fc.record(
        {
          // A nameless tool is refused outright (a ToolformError): hostile-names covers it.
          name: fc.oneof(
            fc.constantFrom("a", "b", "c"),
            hostileKey.filter((k) => k !== ""),
          ),
          description: hostileText,
          parameters: fc
            .tuple(hostileText, fc.array(hostileText, { maxLength: 3 }))
            .map(([d, e]) => ({
              type: "object",
              properties: { x: { type: "string", description: d, enum: e.length ? e : undefined } },
            })),
        },
        { noNullPrototype: true },
      );
      let found = 0;
      fc.assert(
        fc.property(fc.uniqueArray(toolArb, { selector: (t) => t.name, maxLength: 3 }), (tools) => {
          const report = guardToolset(tools);
          if (report.blocked) found++;
          expect(report.cleaned.map((t) => t.name)).toEqual(tools.map((t) => t.name));
          const again = guardToolset(report.cleaned);
          expect(again.findings.filter((f) => f.severity !== "low")).toEqual([]);
        }),
        fcParams(0.5),
      );
      expect(found).toBeGreaterThan(0); // not vacuous
    },
    propertyTimeout,
  );

  it(
    "property: whatever cleaning removes, what is left scans clean (descriptions, tool outputs, arguments)",
    async () => {
      const guard = createGuard({ injection: { arguments: "sanitise", toolOutputs: "sanitise" } });
      const argTools = [{ name: "t", parameters: { type: "object", properties: { q: {} } } }];
      let cleaned = 0;
      await fc.assert(
        fc.asyncProperty(seamText, async (text) => {
          const report = guardToolset([
            { name: "t", description: text, parameters: { type: "object" } },
          ]);
          const description = report.cleaned[0]!.description ?? "";
          expect(blocking(scan(description, { channel: "description" }).findings)).toEqual([]);

          const out = await guard.checkToolOutput(text, { tool: "fetch" });
          if (out.action === "sanitise") {
            cleaned++;
            expect(
              blocking(scan(out.output as string, { channel: "tool_output" }).findings),
            ).toEqual([]);
          }

          const decision = await guard.decide(
            { name: "t", arguments: { q: text } },
            { tools: argTools },
          );
          if (decision.action === "execute") {
            expect(blocking(scanArguments(decision.arguments).findings)).toEqual([]);
          }
        }),
        fcParams(),
      );
      expect(cleaned).toBeGreaterThan(0); // not vacuous
    },
    propertyTimeout,
  );
});
