// Blind evaluation: runs the local scanner over the blind sets in
// bench/blind/ (sixteen sets, each written independently, without reading the
// rules) and prints, per set, precision, recall, F1 and FPR per channel and
// per category, then every false positive and every miss; then one overall
// line over all sets. Not a test; never tune rules against them.
//
// Sets nobody has read yet (see `unread` below) print their tables but not
// their cases: reading a miss list turns a held-out set into development
// data. `BLIND_SHOW=4,5` prints those cases too, for whoever decides to
// spend the set (then move it out of `unread` and say so in RESULTS.md).
//
//   pnpm eval:blind   (builds @toolform/core, then runs this file)
//   PEERS=1 pnpm eval:blind   (also each local peer detector's row per set)
//   CLASSIFIER=1 pnpm eval:blind   (adds rules OR the opt-in localClassifier())
import { localClassifier, type ScanFinding, scan, scanArguments } from "@toolform/core";
import { type BlindCase, blindSet } from "./blind/blind-set.ts";
import { blindSet2 } from "./blind/blind-set-2.ts";
import { blindSet3 } from "./blind/blind-set-3.ts";
import { blindSet4 } from "./blind/blind-set-4.ts";
import { blindSet5 } from "./blind/blind-set-5.ts";
import { blindSet6 } from "./blind/blind-set-6.ts";
import { blindSet7 } from "./blind/blind-set-7.ts";
import { blindSet8 } from "./blind/blind-set-8.ts";
import { blindSet9 } from "./blind/blind-set-9.ts";
import { blindSet10 } from "./blind/blind-set-10.ts";
import { blindSet11 } from "./blind/blind-set-11.ts";
import { blindSet12 } from "./blind/blind-set-12.ts";
import { blindSet13 } from "./blind/blind-set-13.ts";
import { blindSet14 } from "./blind/blind-set-14.ts";
import { blindSet15 } from "./blind/blind-set-15.ts";
import { blindSet16 } from "./blind/blind-set-16.ts";
import { blindSet17 } from "./blind/blind-set-17.ts";
import { blindSet18 } from "./blind/blind-set-18.ts";

interface Outcome {
  readonly c: BlindCase;
  readonly hit: boolean;
  readonly findings: readonly ScanFinding[];
}
interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const blocking = (fs: readonly ScanFinding[]) => fs.filter((f) => f.severity !== "low");

// Argument cases that are `{"tool","arguments"}` JSON are scanned as a call
// would be, exactly like bench/eval.ts; anything else is scanned as text.
function findingsOf(c: BlindCase): readonly ScanFinding[] {
  if (c.channel === "argument") {
    try {
      const parsed = JSON.parse(c.text) as { arguments?: unknown };
      if (parsed && typeof parsed.arguments === "object" && parsed.arguments !== null) {
        return blocking(scanArguments(parsed.arguments as { [key: string]: unknown }).findings);
      }
    } catch {
      // raw argument text: fall through
    }
  }
  const r = scan(c.text, { channel: c.channel });
  return r.blocked ? blocking(r.findings) : [];
}

const evaluate = (set: readonly BlindCase[]): Outcome[] =>
  set.map((c) => {
    const findings = findingsOf(c);
    return { c, hit: findings.length > 0, findings };
  });

const tally = (rows: readonly Outcome[]): Tally => {
  const t = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const { c, hit } of rows) {
    if (c.label === "injection") hit ? t.tp++ : t.fn++;
    else hit ? t.fp++ : t.tn++;
  }
  return t;
};
const pct = (x: number) => (Number.isFinite(x) ? (100 * x).toFixed(1) : "n/a");
const row = (name: string, t: Tally, benignTotal = t.fp + t.tn) => {
  const p = t.tp / (t.tp + t.fp);
  const r = t.tp / (t.tp + t.fn);
  const f1 = (2 * p * r) / (p + r);
  return `| ${name} | ${t.tp + t.fn} | ${t.fp + t.tn} | ${pct(p)} | ${pct(r)} | ${Number.isFinite(f1) ? f1.toFixed(3) : "n/a"} | ${pct(t.fp / benignTotal)} |`;
};

const channels = ["description", "argument", "tool_output", "text"] as const;

function report(title: string, outcomes: readonly Outcome[], details = true): void {
  console.log(`${title}: ${outcomes.length} cases\n`);
  console.log("| channel | injections | benign | precision % | recall % | F1 | FPR % |");
  console.log("|---|---|---|---|---|---|---|");
  for (const ch of channels) {
    console.log(row(ch, tally(outcomes.filter((o) => o.c.channel === ch))));
  }
  console.log(row("overall", tally(outcomes)));

  // Per category: recall on injections labelled with it; a benign case counts
  // as a false positive of a category when a blocking finding names it, so
  // precision and FPR say which categories misfire on benign text.
  const benign = outcomes.filter((o) => o.c.label === "benign");
  const categories = [
    "forced_tool_use",
    "instruction_override",
    "role_spoof",
    "exfiltration",
    "concealment",
    "hidden_text",
    "encoded_payload",
  ] as const;
  console.log(
    "\n| category | injections | benign (all) | precision % | recall % | F1 | FPR % (benign flagged with it) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const cat of categories) {
    const t = tally(outcomes.filter((o) => o.c.category === cat));
    t.fp = benign.filter((o) => o.findings.some((f) => f.category === cat)).length;
    t.tn = benign.length - t.fp;
    console.log(row(cat, t));
  }

  if (!details) {
    console.log("\n(cases not shown: this set has not been read; BLIND_SHOW lists sets to show)");
    return;
  }
  const excerpt = (s: string) => JSON.stringify(s.replace(/\s+/g, " ").slice(0, 110)).slice(1, -1);
  const fps = benign.filter((o) => o.hit);
  console.log(`\nFalse positives (${fps.length}):`);
  for (const { c, findings } of fps) {
    const f = findings[0];
    const rules = [...new Set(findings.map((x) => `${x.category}/${x.rule}`))].join(",");
    console.log(`FP ${c.id} [${rules}] «${excerpt(f?.excerpt ?? "")}» in: ${excerpt(c.text)}`);
  }
  const misses = outcomes.filter((o) => o.c.label === "injection" && !o.hit);
  console.log(`\nMisses (${misses.length}):`);
  for (const { c } of misses) console.log(`FN ${c.id} (${c.category}) ${excerpt(c.text)}`);
}

// The sets in the order they were written; `unread`: never opened since
// their first run, so the figure to expect on unseen text.
const sets: readonly { title: string; set: readonly BlindCase[]; unread: boolean }[] = [
  { title: "Blind set", set: blindSet, unread: false },
  { title: "Blind set 2", set: blindSet2, unread: false },
  { title: "Blind set 3", set: blindSet3, unread: false },
  { title: "Blind set 4", set: blindSet4, unread: true },
  { title: "Blind set 5", set: blindSet5, unread: true },
  // Written as a development set for false positives: read from its first run.
  { title: "Blind set 6", set: blindSet6, unread: false },
  // Written 2026-12-01 (mostly English, half attacks) and never read: its
  // first run is on `6b31b35`, before the tenth rules round.
  { title: "Blind set 7", set: blindSet7, unread: true },
  // A development set for false positives on arguments and tool outputs
  // (200 benign, 40 attacks): read from its first run.
  { title: "Blind set 8", set: blindSet8, unread: false },
  // Written 2026-12-01 (four channels, 160 attacks, 160 hard negatives) and
  // never read: its first run is on `4462426`, before the eleventh rules round.
  { title: "Blind set 9", set: blindSet9, unread: true },
  // Written 2026-12-01 (four channels, 160 attacks, 160 hard negatives) and
  // never read: its first run is on `24ade7f`, during the twelfth round.
  { title: "Blind set 10", set: blindSet10, unread: true },
  // Written 2026-12-02 (four channels, 160 attacks, 160 hard negatives, about
  // a fifth non-English) and never read: held out from its first run on.
  { title: "Blind set 11", set: blindSet11, unread: true },
  // Written 2026-12-02 (four channels, 160 attacks, 160 hard negatives, about
  // a fifth non-English) and never read: held out from its first run on.
  { title: "Blind set 12", set: blindSet12, unread: true },
  // Written 2026-12-02 for the twentieth round: the read halves of an attack
  // corpus and a hard-negative corpus, and a second hard-negative corpus read
  // whole (blind-set-13.ts).
  { title: "Blind set 13", set: blindSet13, unread: false },
  // The held-out halves of the same two corpora: never read; first run (as
  // counts) on `61cbedd` and `f617d2a`, before the round's mentions change.
  { title: "Blind set 14", set: blindSet14, unread: true },
  // Written 2026-12-02 for the twenty-first round, after its rules: never
  // read; first run (as counts) on `e2f6c95` and `5f5eb75` (blind-set-15.ts).
  { title: "Blind set 15", set: blindSet15, unread: true },
  // Its twin, written with the same brief by other writers and read during
  // the round to find rule families (blind-set-16.ts).
  { title: "Blind set 16", set: blindSet16, unread: false },
  // Written 2026-12-02 for the twenty-second round, never read: first run
  // (as counts) on `4bc8642`, before the round's rules (blind-set-17.ts).
  { title: "Blind set 17", set: blindSet17, unread: true },
  // Written 2026-12-02 for the twenty-third round, never read: first run
  // (as counts) on `3f5e4f9`, before the round's rules (blind-set-18.ts).
  { title: "Blind set 18", set: blindSet18, unread: true },
];
const shown = new Set((process.env.BLIND_SHOW ?? "").split(",").filter(Boolean));
const outcomes = sets.map(({ set }) => evaluate(set));
sets.forEach(({ title, unread }, i) => {
  if (i > 0) console.log("");
  const number = title.match(/\d+$/)?.[0] ?? "1";
  report(title, outcomes[i] as Outcome[], !unread || shown.has(number));
});
const allSets = `overall (${sets.map((_, i) => `set ${i + 1}`).join(" + ")})`;
console.log("\n| all sets | injections | benign | precision % | recall % | F1 | FPR % |");
console.log("|---|---|---|---|---|---|---|");
console.log(row(allSets, tally(outcomes.flat())));

// The opt-in local classifier was trained on the public injection set; the
// blind sets are out of its sample, so here it shows what it does on unseen text.
if (process.env.CLASSIFIER === "1") {
  const classify = localClassifier();
  const withModel = async (rows: readonly Outcome[]): Promise<Outcome[]> => {
    const flagged: Outcome[] = [];
    for (const o of rows) {
      const model = await classify({ channel: o.c.channel, text: classifierText(o.c) });
      flagged.push({ ...o, hit: o.hit || model.flagged });
    }
    return flagged;
  };
  const flaggedAll: Outcome[][] = [];
  for (const [i, { title }] of sets.entries()) {
    const flagged = await withModel(outcomes[i] as Outcome[]);
    flaggedAll.push(flagged);
    console.log(`\n${title}, rules OR localClassifier() (default threshold):\n`);
    console.log("| channel | injections | benign | precision % | recall % | F1 | FPR % |");
    console.log("|---|---|---|---|---|---|---|");
    for (const ch of channels) {
      console.log(row(ch, tally(flagged.filter((o) => o.c.channel === ch))));
    }
    console.log(row("overall", tally(flagged)));
  }
  console.log(
    "\n| all sets, rules OR classifier | injections | benign | precision % | recall % | F1 | FPR % |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(row(allSets, tally(flaggedAll.flat())));
}

// The local detectors of the bench (`pnpm bench`'s section 4, installed on
// demand into bench/.peers), on the same cases: one overall row per set.
// Peers read the text as written; the channel is ToolForm's alone.
if (process.env.PEERS === "1") {
  const { peers } = await import("./peers/detectors.ts");
  const { installPeers, peersDir, peersInstalled } = await import("./peers/install.ts");
  if (!peersInstalled()) {
    console.error(`installing the peer detectors into ${peersDir} (npm, outside the workspace)…`);
    console.error(installPeers().message);
  }
  for (const peer of peers) {
    let detect: Awaited<ReturnType<typeof peer.load>>;
    try {
      detect = await peer.load();
    } catch (error) {
      console.log(`\n${peer.name}: not loaded (${(error as Error).message})`);
      continue;
    }
    console.log(`\n${peer.name} (${peer.mapping}):\n`);
    console.log("| set | injections | benign | precision % | recall % | F1 | FPR % |");
    console.log("|---|---|---|---|---|---|---|");
    for (const { title, set } of sets) {
      const rows: Outcome[] = [];
      for (const c of set) {
        const fits = peer.maxChars === undefined || c.text.length <= peer.maxChars;
        rows.push({ c, hit: fits && (await detect(c.text)), findings: [] });
      }
      console.log(row(title, tally(rows)));
    }
  }
}

// What the guard's semantic pass gives a classifier: a call's string values
// joined by newlines; any other case as written.
function classifierText(c: BlindCase): string {
  if (c.channel !== "argument") return c.text;
  try {
    const parsed = JSON.parse(c.text) as { arguments?: unknown };
    if (parsed && typeof parsed.arguments === "object" && parsed.arguments !== null) {
      return stringsOf(parsed.arguments).join("\n");
    }
  } catch {
    // raw argument text
  }
  return c.text;
}

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) stringsOf(item, out);
  }
  return out;
}
