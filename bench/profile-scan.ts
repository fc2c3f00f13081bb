// Where a 1 MB scan spends its time: `scan` on one of the bench's 1 MB ASCII
// strings (section 4) under V8's sampling profiler, summed per function.
//   pnpm run profile:scan -- [benign|hostile|plain|corpus] [rounds]
// "corpus" scans every record of the injection set on its own channel, as the
// bench's corpus row does (short texts, many beyond ASCII).
// Self time is the function's own code (what a change to it can save);
// inclusive time counts everything it calls, once per sample however deep it
// recurses. Functions of `@toolform/core`'s build keep their source names.
import { Session } from "node:inspector/promises";
import { scan } from "@toolform/core";
import { hasData, loadInjection, loadQuestions } from "./src/data.ts";
import { asciiMegabyte } from "./src/scan-bench.ts";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

// `pnpm run profile:scan -- hostile` passes the "--" on.
const [which = "benign", count = "20"] = process.argv.slice(2).filter((a) => a !== "--");
const rounds = Number(count);
if (!hasData("injection") || !hasData("bfcl")) {
  console.log("profile-scan: ../shared/data is absent (injection/, bfcl/); nothing to profile.");
  process.exit(0);
}
const records = loadInjection();
const texts: Record<string, () => string> = {
  benign: () => asciiMegabyte(records.filter((r) => r.label === "benign").map((r) => r.text)),
  hostile: () => asciiMegabyte(records.filter((r) => r.label === "injection").map((r) => r.text)),
  plain: () => asciiMegabyte(loadQuestions()),
};
const make = texts[which];
if (which !== "corpus" && make === undefined)
  throw new Error(`unknown text "${which}": benign, hostile, plain or corpus`);
const text = make?.() ?? "";
const run = (): void => {
  if (which !== "corpus") {
    scan(text);
    return;
  }
  for (const r of records) scan(r.text, r.channel === undefined ? {} : { channel: r.channel });
};
// Tables and native regex code are built by the first scans: not profiled.
for (let i = 0; i < 3; i++) run();

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const started = performance.now();
for (let i = 0; i < rounds; i++) run();
const wall = (performance.now() - started) / rounds;
const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
session.disconnect();

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: ProfileNode): string => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.split("/").at(-1) ?? "";
  return `${functionName || "(anonymous)"}${file === "" ? "" : ` ${file}:${lineNumber + 1}`}`;
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, k) => {
  const dt = profile.timeDeltas[k + 1] ?? 0;
  total += dt;
  const leaf = byId.get(id);
  if (leaf === undefined) return;
  self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (node === undefined) break;
    const key = name(node);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
  }
});
const top = (m: Map<string, number>, n: number): string =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `| ${((100 * v) / total).toFixed(1)} % | ${(v / 1000 / rounds).toFixed(2)} | \`${k.length > 90 ? `${k.slice(0, 87)}...` : k}\` |`,
    )
    .join("\n");
console.log(
  `# scan profile: ${which === "corpus" ? "the injection records" : `1 MB ${which}`}, ${rounds} scans, ${wall.toFixed(1)} ms per scan (wall, profiler on)\n`,
);
console.log(`## self\n\n| share | ms per scan | function |\n|---|---|---|\n${top(self, 25)}\n`);
console.log(
  `## inclusive\n\n| share | ms per scan | function |\n|---|---|---|\n${top(inclusive, 30)}`,
);
