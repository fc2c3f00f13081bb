// What one scan of a short value costs: the fixed cost per string that a
// decision pays for every argument value and a tool output for every field.
//   pnpm run short-values [-- path/to/a/core/build/index.js]
// Three sets, each scanned on the argument and tool_output channels: the
// distinct string values of the BFCL calls (ASCII, median 10 characters), and
// the sentences of 8–80 characters beyond ASCII from the injection records
// (accents, curly quotes, other scripts); and a dozen short fields of a tool's
// output, each with a character or two beyond ASCII. Given another build of
// `@toolform/core`, both are timed side by side, pass for pass, and every
// scan's result is compared first.
import { pathToFileURL } from "node:url";
import * as head from "@toolform/core";
import { hasData, loadBfcl, loadInjection } from "./src/data.ts";
import { median } from "./src/measure.ts";

type Scan = typeof head.scan;
if (!hasData("injection") || !hasData("bfcl")) {
  console.log("short-values: ../shared/data is absent (injection/, bfcl/); nothing to time.");
  process.exit(0);
}
const [other] = process.argv.slice(2).filter((a) => a !== "--");
const base: Scan | undefined =
  other === undefined
    ? undefined
    : ((await import(pathToFileURL(other).href)) as { scan: Scan }).scan;

const strings = (value: unknown, out: string[]): string[] => {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === "object" && value !== null)
    for (const v of Object.values(value)) strings(v, out);
  return out;
};
const ascii = [...new Set(loadBfcl().valid.flatMap((c) => strings(JSON.parse(c.text), [])))];
const beyond = [
  ...new Set(
    loadInjection()
      .filter((r) => /[^\x00-\x7f]/.test(r.text))
      .flatMap((r) => r.text.split(/(?<=[.!?\n])\s+/))
      .filter((s) => s.length >= 8 && s.length <= 80 && /[^\x00-\x7f]/.test(s)),
  ),
];
// Fields a tool returns, written for this bench: short values with one or two
// characters beyond ASCII, the common case in real outputs.
const fields = [
  "Sunny, 24°C, light wind from the north-west.",
  "José García",
  "“Done” — 3 files changed",
  "Zürich, Switzerland",
  "price: 12,50 €",
  "München Hbf → Berlin Hbf, 4 h 12 min",
  "Café de Flore, 172 Bd Saint-Germain, Paris",
  "Meeting moved to 15:30 – room “Ada”",
  "Temperature: −3 °C, feels like −8 °C",
  "Author: Łukasz Żółć",
  "Status: ✅ deployed",
  "naïve résumé",
];
const channels = ["argument", "tool_output"] as const;

// µs per scan over one pass: `texts` on both channels, read over as many times as
// it takes to make some 5,000 scans (a dozen fields once would be ~0.1 ms of CPU).
const pass = (scan: Scan, texts: readonly string[]): number => {
  const times = Math.ceil(2500 / texts.length);
  const t0 = process.cpuUsage();
  for (let n = 0; n < times; n++)
    for (const text of texts) for (const channel of channels) scan(text, { channel });
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / (times * texts.length * channels.length);
};

for (const [name, texts] of [
  ["BFCL argument values (ASCII)", ascii],
  ["sentences beyond ASCII", beyond],
  ["tool-output fields beyond ASCII", fields],
] as const) {
  if (base !== undefined)
    for (const text of texts)
      for (const channel of channels)
        if (
          JSON.stringify(base(text, { channel })) !== JSON.stringify(head.scan(text, { channel }))
        )
          throw new Error(`the two builds differ on ${JSON.stringify(text)} (${channel})`);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let round = 0; round < 25; round++) {
    // Alternating order, so neither build always runs on the other's warm caches.
    if (base !== undefined && round % 2 === 1) theirs.push(pass(base, texts));
    ours.push(pass(head.scan, texts));
    if (base !== undefined && round % 2 === 0) theirs.push(pass(base, texts));
  }
  // The first rounds warm the JIT and compile the rules' native code.
  const h = median(ours.slice(5));
  const line = `${name}: ${texts.length} texts, ${h.toFixed(2)} µs per scan (CPU, median of 20 passes)`;
  if (base === undefined) console.log(line);
  else {
    const b = median(theirs.slice(5));
    console.log(`${line}; the other build ${b.toFixed(2)} µs: ratio ${(h / b).toFixed(2)}`);
  }
}
