// What a long-lived process pays for scanning, build against build. V8
// optimizes only the regex code a process compiles before it holds 16 MB of
// executable memory (TooMuchRegExpCode in V8's regexp.cc); the rest runs
// unoptimized, several times slower. Which rules fall past that line depends
// on what the process scanned first, and two builds in one process share
// the line, so builds are compared here in fresh processes, one per build
// and round, alternating: three passes over every record of the public set,
// then 1 MB of plain questions, of the attack records and of the benign
// records, on the tool-output channel and on the user's text (the least of
// three scans each).
//   pnpm run corpus-then-megabyte [-- <core build>/index.js ...] [--rounds=N]
// No build: this workspace's @toolform/core. `node --no-regexp-optimization`
// (on the child: NODE_OPTIONS) shows the unoptimized cost of every rule.
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Core from "@toolform/core";
import { hasData, loadInjection, loadQuestions } from "./src/data.ts";
import { asciiMegabyte } from "./src/scan-bench.ts";

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2).filter((a) => a !== "--");
const channels = ["tool_output", "text"] as const;
const texts = ["plain", "attacks", "benign"] as const;

/** One fresh process's times (CPU ms). */
interface Run {
  readonly corpus: number[];
  /** Keyed `${text}/${channel}`. */
  readonly megabyte: Record<string, number>;
}

if (!hasData("injection")) {
  console.log("corpus-then-megabyte: ../shared/data is absent (injection/); nothing to time.");
  process.exit(0);
}

if (args[0] === "--child") console.log(JSON.stringify(await measure(args[1])));
else compare();

// CPU time of one call, in milliseconds.
function cpu(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
}

async function measure(build: string | undefined): Promise<Run> {
  const { scan } = (
    build === undefined ? await import("@toolform/core") : await import(pathToFileURL(build).href)
  ) as typeof Core;
  const records = loadInjection();
  const megabytes = {
    plain: asciiMegabyte(loadQuestions()),
    attacks: asciiMegabyte(records.filter((r) => r.label === "injection").map((r) => r.text)),
    benign: asciiMegabyte(records.filter((r) => r.label === "benign").map((r) => r.text)),
  };
  const corpus = [0, 1, 2].map(() =>
    cpu(() => {
      for (const r of records) scan(r.text, r.channel === undefined ? {} : { channel: r.channel });
    }),
  );
  const megabyte: Record<string, number> = {};
  for (const text of texts)
    for (const channel of channels)
      megabyte[`${text}/${channel}`] = Math.min(
        ...[0, 1, 2].map(() => cpu(() => scan(megabytes[text], { channel }))),
      );
  return { corpus, megabyte };
}

function compare(): void {
  const rounds = Number(args.find((a) => a.startsWith("--rounds="))?.slice(9) ?? 2);
  const builds: (string | undefined)[] = args.filter((a) => !a.startsWith("--"));
  if (builds.length === 0) builds.push(undefined);
  const runs: Run[][] = builds.map(() => []);
  for (let round = 0; round < rounds; round++)
    builds.forEach((build, b) => {
      const out = execFileSync(
        process.execPath,
        ["--experimental-strip-types", "--no-warnings", self, "--child", ...(build ? [build] : [])],
        { encoding: "utf8", maxBuffer: 1 << 20 },
      );
      const run = JSON.parse(out.trim().split("\n").at(-1) as string) as Run;
      (runs[b] as Run[]).push(run);
      const mb = Object.entries(run.megabyte).map(([k, ms]) => `${k} ${ms}`);
      console.log(
        `${build ?? "this workspace"}: corpus ${run.corpus.join(" / ")} | ${mb.join(" | ")}`,
      );
    });
  const median = (xs: number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s[(s.length - 1) >> 1] as number;
  };
  const keys = texts.flatMap((t) => channels.map((c) => `${t}/${c}`));
  console.log(
    `\nMedian of ${rounds} fresh process${rounds === 1 ? "" : "es"} (CPU ms; the third pass over the records, then the least of three scans of each 1 MB text):\n`,
  );
  console.log(`| build | records, third pass | ${keys.join(" | ")} |`);
  console.log(`|---|---|${keys.map(() => "---|").join("")}`);
  builds.forEach((build, b) => {
    const own = runs[b] as Run[];
    const cells = keys.map((k) => median(own.map((r) => r.megabyte[k] as number)));
    console.log(
      `| ${build ?? "this workspace"} | ${median(own.map((r) => r.corpus[2] as number))} | ${cells.join(" | ")} |`,
    );
  });
}
