import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentRuns } from "./percent-runs.js";

// The run finder as a global regex drives it: each escape of a non-ASCII
// byte or of a percent sign (an escape escaped again) not inside the
// previous run starts one.
function viaRegex(text: string): [number, number][] {
  const escapeRe = /%[89a-fA-F][0-9a-fA-F]|%25/g;
  const url = /[0-9A-Za-z%+\-._~]/;
  const out: [number, number][] = [];
  let lastEnd = 0;
  for (let m = escapeRe.exec(text); m; m = escapeRe.exec(text)) {
    if (m.index < lastEnd) continue;
    let start = m.index;
    while (start > lastEnd && url.test(text[start - 1] as string)) start--;
    let end = m.index;
    while (end < text.length && url.test(text[end] as string)) end++;
    lastEnd = end;
    escapeRe.lastIndex = end;
    const escapes = text.slice(m.index, end).match(/%[89a-fA-F][0-9a-fA-F]|%25/g) ?? [];
    if (escapes.length >= 3) out.push([start, end]);
  }
  return out;
}

describe("percentRuns", () => {
  it("finds the runs the regex-driven search finds", () => {
    const text = fc
      .array(
        fc.constantFrom("%", "%", "8", "9", "A", "f", "0", "g", "x", " ", "/", "-", "25", "2", "5"),
        {
          maxLength: 120,
        },
      )
      .map((chars) => chars.join(""));
    fc.assert(
      fc.property(text, (s) => {
        expect([...percentRuns(s)]).toEqual(viaRegex(s));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds a run of multi-byte escapes and skips single-byte ones", () => {
    const text = "a%20b 100% sure, see wiki/%D0%9C%D0%BE%D1%81 now";
    const runs = [...percentRuns(text)];
    expect(runs).toEqual(viaRegex(text));
    expect(runs.map(([start, end]) => text.slice(start, end))).toEqual(["%D0%9C%D0%BE%D1%81"]);
  });

  it("finds a run of escapes escaped again (a percent-encoded text encoded twice)", () => {
    const text =
      "q=%2549%2567%256E%256F%2572%2565 and 100%25 sure, 50%25 off, %25%34%39%25%36%37%25";
    const runs = [...percentRuns(text)];
    expect(runs).toEqual(viaRegex(text));
    expect(runs.map(([start, end]) => text.slice(start, end))).toEqual([
      "%2549%2567%256E%256F%2572%2565",
      "%25%34%39%25%36%37%25",
    ]);
  });
});
