// What a long-lived process pays for a large text after many small ones. V8
// optimizes only the regex code a process compiles before it holds 16 MB of
// executable memory (TooMuchRegExpCode in V8's regexp.cc); the rest runs
// unoptimized, several times slower. Which rules fall past that line depends
// on what the process scanned first, so a build is timed in a fresh process:
// three passes over every record of the public set, then 1 MB of plain
// questions on the tool-output channel, five times.
//   pnpm run corpus-then-megabyte [-- path/to/a/core/build/index.js]
// Run it once per build (the effect is per process); `node
// --no-regexp-optimization` shows the unoptimized cost for every rule.
import { pathToFileURL } from "node:url";
import * as head from "@toolform/core";
import { hasData, loadInjection, loadQuestions } from "./src/data.ts";
import { asciiMegabyte } from "./src/scan-bench.ts";

if (!hasData("injection")) {
  console.log("corpus-then-megabyte: ../shared/data is absent (injection/); nothing to time.");
  process.exit(0);
}
const [other] = process.argv.slice(2).filter((a) => a !== "--");
const { scan } =
  other === undefined
    ? head
    : ((await import(pathToFileURL(other).href)) as { scan: typeof head.scan });
const records = loadInjection();
const plain = asciiMegabyte(loadQuestions());
// CPU time of one call, in milliseconds.
const cpu = (run: () => void): number => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
};
const corpus = [0, 1, 2].map(() =>
  cpu(() => {
    for (const r of records) scan(r.text, r.channel === undefined ? {} : { channel: r.channel });
  }),
);
const megabyte = [0, 1, 2, 3, 4].map(() => cpu(() => scan(plain, { channel: "tool_output" })));
console.log(`${other ?? "this build"}`);
console.log(`  corpus passes (ms): ${corpus.join(", ")}`);
console.log(`  then 1 MB plain questions, tool_output (ms): ${megabyte.join(", ")}`);
