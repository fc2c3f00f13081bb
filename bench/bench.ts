// `pnpm bench`: every performance ratio of issue 8 from one process.
//   node --experimental-strip-types --expose-gc bench.ts [--only=validate,compile,scan,adapters] [--no-peers] [--out=file.md]
// Needs `pnpm install && pnpm build` (the workspace packages are imported
// from their dist) and the public data at $TOOLFORM_DATA or ../shared/data.
import { writeFileSync } from "node:fs";
import { installPeers, peersDir, peersInstalled } from "./peers/install.ts";
import { adapterBench } from "./src/adapter-bench.ts";
import { compileBench } from "./src/compile-bench.ts";
import { coreInPlace } from "./src/core-in-place.ts";
import { dataDir, hasData, loadBfcl, loadInjection, loadQuestions } from "./src/data.ts";
import { machine, num, pct, table, us, verdict, x } from "./src/report.ts";
import { scanBench } from "./src/scan-bench.ts";
import { scanStartup } from "./src/scan-startup.ts";
import { validateBench } from "./src/validate-bench.ts";

// `pnpm bench -- --x` passes a literal "--" through; it is not an argument.
const argv = process.argv.slice(2).filter((a) => a !== "--");
const flag = (name: string): string | undefined =>
  argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split("=")[1] ??
  (argv.includes(`--${name}`) ? "" : undefined);
const only = flag("only")?.split(",");
const wants = (s: string): boolean => only === undefined || only.includes(s);

const out: string[] = [];
const say = (s: string): void => {
  out.push(s);
  console.log(s);
};
const failed = (section: string, error: unknown): void =>
  say(`\n_${section}: not measured: ${(error as Error).message.split("\n")[0]}_\n`);

say(
  `# ToolForm bench\n\n${machine()}\n- command: \`pnpm bench${argv.length > 0 ? ` -- ${argv.join(" ")}` : ""}\`\n- data: ${dataDir}`,
);

if (!hasData("bfcl") && (wants("validate") || wants("compile"))) {
  say(`\n_BFCL data absent: ${dataDir}/bfcl not found (set TOOLFORM_DATA); sections 1–3 skipped._`);
}

// Sections 1–3 live in a function so their data (all of BFCL, ~25k calls) is
// garbage before section 5. Section 4 runs first: measured after sections 1–3
// in the same process, scan throughput on 1 MB strings dropped ~5x (see
// RESULTS.md), and the peers would be measured in that state too.
async function bfclSections(): Promise<void> {
  const { valid, invalid } = loadBfcl();
  if (wants("validate")) {
    try {
      const rows = await validateBench(valid, invalid);
      say("\n## 1–2. Validation and decision vs the floor (JSON.parse + compiled ajv)\n");
      say(
        table(
          ["what", "calls", "ToolForm per call", "floor per call", "ratio (spread)", "target", ""],
          rows.map((r) =>
            "error" in r
              ? [
                  r.what,
                  String(r.calls),
                  "–",
                  "–",
                  `not measured: ${r.error}`,
                  `≤ ${r.target}×`,
                  "",
                ]
              : [
                  r.what,
                  String(r.calls),
                  us(r.ours.a / r.calls),
                  us(r.ours.b / r.calls),
                  `${x(r.ours.ratio)} (${r.ours.min.toFixed(2)}–${r.ours.max.toFixed(2)})`,
                  `≤ ${r.target}×`,
                  verdict(r.ours.ratio <= r.target),
                ],
          ),
        ),
      );
    } catch (error) {
      failed("validation/decision", error);
    }
  }
  if (wants("compile")) {
    try {
      const c = await compileBench(valid);
      say("\n## 3. Schema compile and cache\n");
      const rows = [
        [
          "first call on a new tool",
          us(c.firstCallMs),
          `bare ajv compile + validate: ${us(c.floorCompileMs)}`,
          "–",
          "",
        ],
        [
          "tool rebuilt per request (deep copy, equal content) vs cached",
          `${us(c.rebuilt.a / 500)} vs ${us(c.rebuilt.b / 500)}`,
          `${x(c.rebuilt.ratio)} (${c.rebuilt.min.toFixed(2)}–${c.rebuilt.max.toFixed(2)}); ajv compiles per rebuilt call: ${c.rebuilt.compilesPerRebuiltCall ?? "not counted"}`,
          "≤ 2×, no recompile",
          verdict(c.rebuilt.ratio <= 2 && (c.rebuilt.compilesPerRebuiltCall ?? 0) === 0),
        ],
      ];
      if (c.memory !== undefined) {
        rows.push([
          "heap held after 10,000 / 20,000 distinct schemas (after GC)",
          `${c.memory.deltaAfter10k.toFixed(1)} MB / ${c.memory.deltaAfter20k.toFixed(1)} MB`,
          `one ajv instance keeping 10,000: ${c.memory.floorDeltaAfter10k.toFixed(1)} MB`,
          "bounded",
          verdict(c.memory.deltaAfter20k < c.memory.deltaAfter10k * 1.5 + 5),
        ]);
      } else {
        rows.push([
          "heap after 10,000 distinct schemas",
          "run with --expose-gc",
          "",
          "bounded",
          "",
        ]);
      }
      say(table(["what", "ToolForm", "reference", "target", ""], rows));
    } catch (error) {
      failed("compile", error);
    }
  }
}

if (wants("scan")) {
  if (!hasData("injection")) {
    say(
      `\n_Injection data absent: ${dataDir}/injection not found (set TOOLFORM_DATA); section 4 skipped._`,
    );
  } else {
    let withPeers = flag("no-peers") === undefined;
    if (withPeers && !peersInstalled()) {
      console.error(`installing the peer detectors into ${peersDir} (npm, outside the workspace)…`);
      const r = installPeers();
      console.error(r.message);
      withPeers = true;
    }
    try {
      const records = loadInjection();
      const plain = hasData("bfcl") ? loadQuestions() : undefined;
      const s = await scanBench(records, withPeers, plain);
      const ours = s.rows[0];
      const bytes = records.reduce((n, r) => n + Buffer.byteLength(r.text), 0);
      say(
        `\n## 4. Scan throughput and detection, next to local detectors\n\n${records.length} records (${(bytes / 1e6).toFixed(2)} MB UTF-8, all files of ${dataDir}/injection, \`label\` field), and 1 MB (10^6 bytes) ASCII strings: the benign records (hard negatives: docs chosen for imperative wording), the injection records, and plain user requests (BFCL irrelevance questions). MB/s = 10^6 bytes per CPU second.\n`,
      );
      say(
        table(
          [
            "detector",
            "precision",
            "recall",
            "F1",
            "MB/s corpus",
            "MB/s 1 MB benign",
            "MB/s 1 MB hostile",
            "MB/s 1 MB plain",
            "mapped as",
          ],
          s.rows.map((r) =>
            r.error !== undefined
              ? [r.name, "–", "–", "–", "–", "–", "–", "–", `could not run: ${r.error}`]
              : [
                  r.name,
                  num(r.precision, 3),
                  num(r.recall, 3),
                  num(r.f1, 3),
                  num(r.corpusMBs),
                  num(r.benignMBs),
                  num(r.hostileMBs),
                  num(r.plainMBs),
                  r.mapping,
                ],
          ),
        ),
      );
      if (ours !== undefined && ours.error === undefined) {
        const ascii = Math.min(Number(ours.benignMBs), Number(ours.hostileMBs));
        const others = s.rows.slice(1).filter((r) => r.error === undefined);
        const faster = others.every(
          (r) => (ours.corpusMBs ?? 0) > (r.corpusMBs ?? Number.POSITIVE_INFINITY),
        );
        const better = others.every((r) => (ours.f1 ?? 0) > (r.f1 ?? 1));
        // Without peers there is nothing to be faster or better than.
        const vsPeers = (met: boolean): string =>
          others.length === 0 ? "not measured (no peer ran)" : verdict(met);
        say(
          `\nTargets: scan ≥ 50 MB/s on ASCII: ${verdict(ascii >= 50)} (${ascii.toFixed(1)} MB/s, the slower 1 MB string); faster than every peer on the corpus: ${vsPeers(faster)}; higher F1 than every peer: ${vsPeers(better)}.`,
        );
      }
    } catch (error) {
      failed("scan", error);
    }
    try {
      const st = scanStartup(3);
      say(
        `\n### Start-up and memory (fresh processes, median of 3)\n\nA warm process has paid these already. The first scan builds the rule tables; V8 compiles a rule's regex to native code the first time a text wakes the rule, so the first pass over the records costs more than the next.\n`,
      );
      say(
        table(
          ["what", "ToolForm"],
          [
            ["import `@toolform/core`", `${st.importMs} ms`],
            ["first scan (one word: builds the tables)", `${st.firstScanMs} ms`],
            [`the ${loadInjection().length} records, first pass`, `${st.coldCorpusMs} ms`],
            ["the same, second pass", `${st.warmCorpusMs} ms`],
            ["RSS after every record on all four channels", `${st.rssMB} MB`],
            ["of which V8 code space (mostly the rules' native regex code)", `${st.codeMB} MB`],
          ],
        ),
      );
    } catch (error) {
      failed("scan start-up", error);
    }
  }
}

if (hasData("bfcl") && (wants("validate") || wants("compile"))) await bfclSections();
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();

if (wants("adapters")) {
  try {
    const rows = await adapterBench(flag("self-test") !== undefined);
    say("\n## 5. Adapter overhead (guarded vs unguarded tool, two-step run)\n");
    say(
      table(
        [
          "framework",
          "unguarded per step",
          "guarded − unguarded per run (median of pairs)",
          "overhead, % of one step (95 % CI; spread of the run ratio)",
          "target",
          "",
        ],
        rows.map((r) =>
          "run" in r
            ? [
                r.framework,
                us(r.perStepMs),
                us(r.overheadPerRunMs),
                `${pct(r.overheadOfStep)} (${pct(r.overheadLow)} to ${pct(r.overheadHigh)}; run ratio ${r.run.min.toFixed(3)}–${r.run.max.toFixed(3)})`,
                r.target ? "< 5 %" : "reported",
                r.target ? verdict(r.overheadOfStep < 0.05) : "",
              ]
            : [r.framework, "–", "–", `not measured: ${r.error}`, "< 5 %", ""],
        ),
      ),
    );
    if (flag("self-test") === undefined) {
      const p = await coreInPlace(4000);
      say(
        `\nThe core's calls in a guarded AI SDK step, each timed and then repeated at once (median of ${p.calls.toLocaleString("en-US")}, µs; \`src/core-in-place.ts\`): \`decideSync\` ${p.decide.first.toFixed(2)} (repeated: ${p.decide.again.toFixed(2)}), \`checkToolOutputSync\` ${p.output.first.toFixed(2)} (repeated: ${p.output.again.toFixed(2)}). The repeat finds warm caches: the gap is what the SDK's work between two steps costs the core's code and data, not work the core does.`,
      );
    }
  } catch (error) {
    failed("adapters", error);
  }
}

const file = flag("out");
if (file !== undefined && file !== "") writeFileSync(file, `${out.join("\n")}\n`);
