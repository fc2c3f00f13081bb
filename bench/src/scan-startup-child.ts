// Run by scan-startup.ts in a fresh node process: what the first scans of a
// process cost (the scanner builds its tables on the first scan and V8
// compiles each rule's regex the first time a text wakes it), and what the
// process holds once every record was scanned on every channel. Prints one
// JSON line. CORE=<path to a build's dist/index.js> measures another build.
import { getHeapSpaceStatistics } from "node:v8";
import { loadInjection } from "./data.ts";

const ms = (from: number): number => Math.round((performance.now() - from) * 10) / 10;
const records = loadInjection();
let t = performance.now();
const { scan } = (await import(
  process.env.CORE ?? "@toolform/core"
)) as typeof import("@toolform/core");
const importMs = ms(t);
t = performance.now();
scan("hello", { channel: "text" });
const firstScanMs = ms(t);
const corpus = (channel?: "text" | "tool_output" | "description" | "argument"): void => {
  for (const r of records) scan(r.text, { channel: channel ?? r.channel ?? "text" });
};
t = performance.now();
corpus();
const coldCorpusMs = ms(t);
t = performance.now();
corpus();
const warmCorpusMs = ms(t);
for (const channel of ["text", "tool_output", "description", "argument"] as const) corpus(channel);
let codeBytes = 0;
for (const s of getHeapSpaceStatistics())
  if (s.space_name.startsWith("code")) codeBytes += s.space_used_size;
console.log(
  JSON.stringify({
    importMs,
    firstScanMs,
    coldCorpusMs,
    warmCorpusMs,
    rssMB: Math.round(process.memoryUsage().rss / 1e6),
    codeMB: Math.round(codeBytes / 1e6),
  }),
);
