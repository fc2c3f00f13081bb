import { redactArguments, scanArguments } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  fc,
  fcParams,
  fromEntries,
  hostileArguments,
  hostileText,
  numRuns,
  propertyKey,
  propertyTimeout,
} from "../../../../test-support/fast-check.js";
import { deepFreeze, replaceSpans, repr, snapshot } from "../../../../test-support/hostile.js";

/** The argument text a model may write: compact JSON, or pretty-printed JSON. */
const argumentText = hostileArguments.chain((args) =>
  fc.constantFrom(JSON.stringify(args), JSON.stringify(args, null, 2)),
);

/** The [start, end) ranges of the contents of every string literal in a JSON text. */
function stringLiterals(json: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < json.length; i++) {
    if (json[i] !== '"') continue;
    const start = i + 1;
    for (i = start; i < json.length && json[i] !== '"'; i++) if (json[i] === "\\") i++;
    out.push({ start, end: i });
  }
  return out;
}

describe(`scanArguments / redactArguments properties (numRuns ${numRuns})`, () => {
  it(
    "property: spans lie inside the raw text, within a string value; raw is the text as given",
    () => {
      fc.assert(
        fc.property(fc.oneof(argumentText, hostileArguments), (args) => {
          const before = snapshot(args);
          const { findings, raw } = scanArguments(deepFreeze(args));
          expect(repr(args)).toBe(repr(before));
          expect(raw).toBe(typeof args === "string" ? args : JSON.stringify(args));
          for (const f of findings) {
            expect(f.start).toBeGreaterThanOrEqual(0);
            expect(f.end).toBeGreaterThan(f.start);
            expect(f.end).toBeLessThanOrEqual(raw.length);
            expect(typeof f.path).toBe("string");
            // A span stays inside one string literal of the JSON text.
            expect(stringLiterals(raw).some((s) => f.start >= s.start && f.end <= s.end)).toBe(
              true,
            );
          }
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: redaction removes exactly the spans (text), and keeps the JSON readable",
    () => {
      let redactedRuns = 0;
      fc.assert(
        fc.property(argumentText, (text) => {
          const { findings } = scanArguments(text);
          if (findings.length > 0) redactedRuns++;
          const redacted = redactArguments(text, findings);
          expect(redacted).toBe(replaceSpans(text, findings));
          // Only string contents changed: same keys, still JSON.
          const parsed = JSON.parse(redacted);
          expect(Object.keys(parsed)).toStrictEqual(Object.keys(JSON.parse(text)));
          expect(scanArguments(redacted).findings.filter((f) => f.severity !== "low")).toHaveLength(
            0,
          );
        }),
        fcParams(),
      );
      // Not vacuous: a good share of the runs had something to redact.
      expect(redactedRuns).toBeGreaterThan(numRuns / 10);
    },
    propertyTimeout,
  );

  it(
    "property: redacting an object equals redacting its JSON text, and returns an object",
    () => {
      fc.assert(
        fc.property(hostileArguments, (args) => {
          const { findings, raw } = scanArguments(args);
          const redacted = redactArguments(deepFreeze(args), findings);
          expect(typeof redacted).toBe("object");
          expect(repr(redacted)).toBe(repr(JSON.parse(replaceSpans(raw, findings))));
          if (findings.length === 0) expect(JSON.stringify(redacted)).toBe(raw);
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  // Keys are scanned too. The properties above keep their exact form on arguments
  // whose keys are names (as nearly all are); with phrases in keys, redaction may
  // have to rename a key that would meet another (two phrases both becoming
  // "[redacted]"), so "exactly the spans" holds whenever no key is renamed, and
  // otherwise only the renamed keys' " (n)" suffixes differ.
  const hostileKeyed = fc
    .array(
      fc.tuple(
        fc.oneof(propertyKey, hostileText),
        fc.oneof(
          hostileText,
          fc
            .array(fc.tuple(fc.oneof(propertyKey, hostileText), hostileText), { maxLength: 3 })
            .map(fromEntries),
        ),
      ),
      { maxLength: 4 },
    )
    .map(fromEntries);

  it(
    "property: key findings lie in keys; redacting them keeps every member, rescans clean, and text and object agree",
    () => {
      let keyed = 0;
      fc.assert(
        fc.property(hostileKeyed, fc.boolean(), (args, pretty) => {
          const text = pretty ? JSON.stringify(args, null, 2) : JSON.stringify(args);
          const { findings } = scanArguments(text);
          if (findings.some((f) => f.key === true)) keyed++;
          for (const f of findings) {
            expect(stringLiterals(text).some((s) => f.start >= s.start && f.end <= s.end)).toBe(
              true,
            );
          }
          const redacted = redactArguments(text, findings);
          const parsed = JSON.parse(redacted);
          const before = JSON.parse(text);
          // No member lost, at either level.
          expect(Object.keys(parsed).length).toBe(Object.keys(before).length);
          const inner = (o: Record<string, unknown>) =>
            Object.values(o).map((v) =>
              typeof v === "object" && v !== null ? Object.keys(v).length : -1,
            );
          expect(inner(parsed)).toEqual(inner(before));
          // A renamed key ends in " (n)" wherever the rest of its text leaves it.
          const unrenamed = (t: string) => t.replace(/ \(\d+\)(?=")/g, "");
          expect(unrenamed(redacted)).toBe(unrenamed(replaceSpans(text, findings)));
          expect(scanArguments(redacted).findings.filter((f) => f.severity !== "low")).toEqual([]);
          const fromObject = scanArguments(before);
          expect(repr(redactArguments(before, fromObject.findings))).toBe(
            repr(JSON.parse(redactArguments(fromObject.raw, fromObject.findings))),
          );
        }),
        fcParams(),
      );
      expect(keyed).toBeGreaterThan(numRuns / 10);
    },
    propertyTimeout,
  );
});
