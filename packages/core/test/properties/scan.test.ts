import { type ScanResult, scan } from "@toolform/core";
import { describe, expect, it } from "vitest";
import {
  attackPhrase,
  fc,
  fcParams,
  hostileText,
  modelString,
  numRuns,
  propertyTimeout,
  seamText,
} from "../../../../test-support/fast-check.js";
import { repr } from "../../../../test-support/hostile.js";

const channel = fc.constantFrom("text", "description", "argument", "tool_output", undefined);

function expectWellFormed(text: string, r: ScanResult): void {
  for (const f of r.findings) {
    expect(Number.isInteger(f.start)).toBe(true);
    expect(Number.isInteger(f.end)).toBe(true);
    expect(f.start).toBeGreaterThanOrEqual(0);
    expect(f.end).toBeGreaterThan(f.start);
    expect(f.end).toBeLessThanOrEqual(text.length);
    expect(["high", "medium", "low"]).toContain(f.severity);
    expect(typeof f.rule).toBe("string");
    expect(typeof f.excerpt).toBe("string");
  }
  expect(r.blocked).toBe(r.findings.some((f) => f.severity !== "low"));
  // `categories` names what blocked: the categories of high and medium findings.
  expect([...r.categories].sort()).toStrictEqual(
    [...new Set(r.findings.filter((f) => f.severity !== "low").map((f) => f.category))].sort(),
  );
}

describe(`scan properties (numRuns ${numRuns})`, () => {
  it(
    "property: any text (ill-formed UTF-16 included) gives well-formed findings inside the text",
    () => {
      let blocked = 0;
      fc.assert(
        fc.property(
          fc.oneof(hostileText, fc.string({ unit: "binary" }), modelString),
          channel,
          (text, ch) => {
            const r = ch === undefined ? scan(text) : scan(text, { channel: ch });
            expectWellFormed(text, r);
            if (r.blocked) blocked++;
            expect(repr(scan(text, ch === undefined ? undefined : { channel: ch }))).toBe(repr(r));
          },
        ),
        fcParams(),
      );
      expect(blocked).toBeGreaterThan(0); // not vacuous
    },
    propertyTimeout,
  );

  it(
    "property: a scan's result depends on its text and channel only, not on the scans before it",
    () => {
      // The scanner reuses buffers from one scan to the next (the normalizer's arena,
      // the anchor walk's pairs and rule bits), and the guard's memo of clean values
      // takes a result once seen as the result for good: each text scanned among
      // others, in one order and then the other, reads as it does alone. A few
      // texts, each scanned in turn on one channel or another: the same text often
      // comes back on another channel (a cache that ignored the channel fails here).
      const texts = fc.array(
        fc.oneof(hostileText, seamText, modelString, fc.string({ unit: "binary" })),
        { minLength: 1, maxLength: 3 },
      );
      const turns = fc.array(fc.tuple(fc.nat(2), channel), { minLength: 2, maxLength: 5 });
      fc.assert(
        fc.property(texts, turns, (pool, picks) => {
          const order = picks.map(([i, ch]) => [pool[i % pool.length] as string, ch] as const);
          const run = ([text, ch]: readonly [string, (typeof order)[number][1]]) =>
            repr(ch === undefined ? scan(text) : scan(text, { channel: ch }));
          const forward = order.map(run);
          const backward = [...order].reverse().map(run).reverse();
          expect(backward).toStrictEqual(forward);
          for (const [i, one] of order.entries()) {
            // Alone: after a scan of nothing but a short word.
            scan("ok");
            expect(run(one)).toBe(forward[i]);
          }
        }),
        fcParams(),
      );
    },
    propertyTimeout,
  );

  it(
    "property: surrounding text never hides an attack phrase, and its spans shift with it",
    () => {
      fc.assert(
        fc.property(
          // A template placeholder in front is no template source around the phrase.
          fc.constantFrom("hello ", "Note: ", "", "x\n\n", "{{ name }} ", "{% if a %}"),
          attackPhrase,
          fc.constantFrom("", " thanks.", "\n"),
          (prefix, phrase, suffix) => {
            const alone = scan(phrase);
            const framed = scan(prefix + phrase + suffix);
            expectWellFormed(prefix + phrase + suffix, framed);
            if (alone.blocked) expect(framed.blocked).toBe(true);
            for (const c of alone.categories) expect(framed.categories).toContain(c);
          },
        ),
        fcParams(),
      );
    },
    propertyTimeout,
  );
});
