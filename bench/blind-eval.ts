// Blind evaluation: runs the local scanner over the blind sets in
// bench/blind/ (nineteen sets, each written independently, without reading the
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
import type { BlindCase } from "./blind/blind-case.ts";
import { blindSets as sets } from "./blind/blind-sets.ts";
import { readCall } from "./src/call-arguments.ts";

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
    // With the tool's name, as the guard passes it; raw argument text falls through.
    const call = readCall(c.text);
    if (call) return blocking(scanArguments(call.arguments, call.options).findings);
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
