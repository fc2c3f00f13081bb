// Honest evaluation of the local classifier (`localClassifier`): out-of-fold
// scores from 5-fold cross-validation (folds by a hash of the id; duplicate
// texts and shared payloads never split), alone and OR-ed with the rules, and
// a leave-one-source-file-out run. Not a test.
//
//   pnpm --filter @toolform/bench run eval:classifier   (builds @toolform/core first)
//   THRESHOLD=0.8 ...        (evaluate another threshold than the one CV chooses)
//   BFCL_SUPPLEMENT=0 ...    (fold models without any benign counterweight)
//   CORPUS=0 ...             (fold models with BFCL but without the package-docs corpus)
//   RESIDUAL=0 ...           (also train on the injections the rules block)
//   PER_PACKAGE, MIN_FEATURES, CHAR_MIN, CHAR_MAX, POS_WEIGHT, LAMBDA, EPOCHS
//                            (experiments: corpus size, featuriser, training)
//
// Validation beyond the public set (never trained on, never used to choose
// the threshold): the package-docs paragraphs of held-out packages, and the
// scanner's hand-written challenge set. Both are scored by a model trained in
// this run on all training records (identical to the shipped one when the
// weights are up to date) and by the shipped weights.
import { localClassifier } from "@toolform/core";
import { decodeWeights } from "../packages/core/src/classifier/decode-weights.ts";
import {
  type HashedFeatures,
  hashFeatures,
} from "../packages/core/src/classifier/hash-features.ts";
import { LOCAL_MODEL } from "../packages/core/src/classifier/weights.ts";
import { challengeSweep, reportChallenge } from "./src/classifier-challenge.ts";
import {
  chooseThreshold,
  crossValidate,
  FEATURES,
  FOLDS,
  featurise,
  trainAndScore,
} from "./src/classifier-cv.ts";
import {
  hasInjectionData,
  injectionDir,
  type LabelledRecord,
  loadHeldOutCorpus,
  loadRecords,
} from "./src/classifier-data.ts";
import {
  count,
  emptyTally,
  type QuantisedModel,
  score,
  TABLE_HEAD,
  type Tally,
  TRAIN_DEFAULTS,
  tableRow,
  train,
} from "./src/classifier-model.ts";
import { rulesBlock, trainableRecords } from "./src/classifier-rules.ts";

if (!hasInjectionData()) {
  console.log(`Injection data absent: ${injectionDir} not found. Set TOOLFORM_DATA.`);
  process.exit(0);
}

// BFCL_SUPPLEMENT=0 trains the fold models without the benign BFCL counterweight,
// to show what it changes; its threshold is then chosen by CV the same way.
const withSupplement = process.env.BFCL_SUPPLEMENT !== "0";
const withCorpus = withSupplement && process.env.CORPUS !== "0";
const records = loadRecords(withSupplement, withCorpus);
const xs = featurise(records, TRAIN_DEFAULTS.bits);
const files = [...new Set(records.map((r) => r.file))];

const rules = records.map(rulesBlock);

// Channel and overall rows score the injection set only (the issue's target,
// same records as `pnpm eval`); the BFCL benign supplement is reported per file
// and in "all benign incl. supplements".
function report(title: string, hit: (i: number) => boolean, perFile = true): void {
  const tallies = new Map<string, Tally>();
  records.forEach((r, i) => {
    const keys = r.supplement
      ? [r.file, "all benign incl. supplements"]
      : [
          r.channel,
          "overall",
          ...(perFile ? [r.file] : []),
          ...(r.label === "benign" ? ["all benign incl. supplements"] : []),
        ];
    for (const key of keys) {
      const t = tallies.get(key) ?? emptyTally();
      count(t, r.label === "injection", hit(i));
      tallies.set(key, t);
    }
  });
  console.log(`\n${title}\n\n${TABLE_HEAD}`);
  const order = ["description", "argument", "tool_output", "text", "overall"];
  if (perFile) order.push(...files);
  order.push("all benign incl. supplements");
  for (const key of order) {
    const t = tallies.get(key);
    if (t) console.log(tableRow(key, t));
  }
}

const trainable = trainableRecords(records, rules);
const oof = crossValidate(records, xs, TRAIN_DEFAULTS, trainable);
const threshold = process.env.THRESHOLD
  ? Number(process.env.THRESHOLD)
  : chooseThreshold(records, oof);
const groups = new Set(records.map((r) => r.group)).size;
const supplementCount = records.filter((r) => r.supplement).length;
console.log(
  `${records.length - supplementCount} injection-set records + ${supplementCount} benign supplement records in ${groups} duplicate groups; ${FOLDS}-fold CV; threshold ${threshold}` +
    `${process.env.THRESHOLD ? " (THRESHOLD override)" : " (chosen by CV)"}; shipped threshold ${LOCAL_MODEL.threshold}; features ${JSON.stringify(FEATURES)}, training ${JSON.stringify(TRAIN_DEFAULTS)}`,
);
report(`Classifier alone, out-of-fold (${FOLDS}-fold):`, (i) => (oof[i] as number) >= threshold);
report(
  "Rules OR classifier, out-of-fold:",
  (i) => rules[i] === true || (oof[i] as number) >= threshold,
);
report("Rules alone (for reference):", (i) => rules[i] === true, false);

// Leave one source file out: train on the other files (minus any record that
// shares a text or payload with the held-out file), score the held-out file.
const loso = new Float64Array(records.length).fill(Number.NaN);
for (const file of files) {
  const heldGroups = new Set(records.filter((r) => r.file === file).map((r) => r.group));
  trainAndScore(
    records,
    xs,
    (i) => (heldGroups.has((records[i] as LabelledRecord).group) ? 0 : trainable(i)),
    (i) => (records[i] as LabelledRecord).file === file,
    TRAIN_DEFAULTS,
    loso,
  );
}
report(
  "Leave-one-source-file-out, classifier alone (each file scored by a model that never saw it):",
  (i) => (loso[i] as number) >= threshold,
);
report(
  "Leave-one-source-file-out, rules OR classifier:",
  (i) => rules[i] === true || (loso[i] as number) >= threshold,
);

// Threshold sweep (out-of-fold), so the trade-off is visible.
console.log(
  "\nThreshold sweep, injection set, out-of-fold:\n\n| threshold | precision % | recall % | F1 | FPR % | rules OR classifier F1 | its FPR % |\n|---|---|---|---|---|---|---|",
);
for (const th of [...new Set([0.3, 0.4, threshold, 0.5, 0.6, 0.7, 0.8, 0.9])].sort(
  (a, b) => a - b,
)) {
  const a = emptyTally();
  const b = emptyTally();
  records.forEach((r, i) => {
    if (r.supplement) return;
    count(a, r.label === "injection", (oof[i] as number) >= th);
    count(b, r.label === "injection", rules[i] === true || (oof[i] as number) >= th);
  });
  const cells = (t: Tally) =>
    tableRow("", t)
      .split("|")
      .slice(4, 8)
      .map((c) => c.trim());
  const [p, rc, f1, fpr] = cells(a);
  const [, , f1b, fprb] = cells(b);
  console.log(`| ${th} | ${p} | ${rc} | ${f1} | ${fpr} | ${f1b} | ${fprb} |`);
}

// Validation on text outside the public set: a model trained in this run on
// every training record, and the shipped weights.
const kept = records.map((_, i) => i).filter((i) => trainable(i) > 0);
const candidate = train(
  kept.map((i) => xs[i] as HashedFeatures),
  kept.map((i) => ((records[i] as LabelledRecord).label === "injection" ? 1 : 0)),
  TRAIN_DEFAULTS,
  kept.map((i) => trainable(i)),
);
const shipped: QuantisedModel = {
  bits: LOCAL_MODEL.bits,
  bias: LOCAL_MODEL.bias,
  scale: LOCAL_MODEL.scale,
  weights: decodeWeights(LOCAL_MODEL.weights),
};
const heldOut = loadHeldOutCorpus();
const models: [string, QuantisedModel, number][] = [
  [`trained in this run, threshold ${threshold}`, candidate, threshold],
  [`shipped weights.ts, threshold ${LOCAL_MODEL.threshold}`, shipped, LOCAL_MODEL.threshold],
];
for (const [name, model, th] of models) {
  // The shipped weights go with the shipped featuriser; the candidate with this run's.
  const options = model === candidate ? FEATURES : undefined;
  const flag = (text: string) => score(model, hashFeatures(text, model.bits, options)) >= th;
  console.log(
    `\nHeld-out package docs (${new Set(heldOut.map((r) => r.id)).size} paragraphs of packages never trained on), ${name}:\n`,
  );
  const byFile = new Map<string, Tally>();
  for (const r of heldOut) {
    for (const key of [r.file, "all held-out paragraphs"]) {
      const t = byFile.get(key) ?? emptyTally();
      count(t, false, flag(r.text));
      byFile.set(key, t);
    }
  }
  console.log(TABLE_HEAD);
  for (const [key, t] of byFile) console.log(tableRow(key, t));
  const flagged = heldOut.filter((r) => flag(r.text));
  for (const r of flagged.slice(0, Number(process.env.SHOW ?? 0)))
    console.log(`  FP ${r.file}: ${r.text.slice(0, 160).replace(/\s+/g, " ")}`);
  console.log(`\nChallenge set (packages/core/src/scan/challenge), ${name}:\n`);
  const fps = reportChallenge(flag);
  console.log(
    `\nRules OR classifier on the challenge set by threshold: ${challengeSweep(
      (text) => score(model, hashFeatures(text, model.bits, options)),
      [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
    )}`,
  );
  for (const text of fps.slice(0, Number(process.env.SHOW ?? 0)))
    console.log(`  FP: ${text.slice(0, 160).replace(/\s+/g, " ")}`);
}

// The shipped model through the public API: CPU time per record.
const classify = localClassifier();
let shippedHits = 0;
await classify({ channel: "argument", text: "warm-up" });
const t0 = process.cpuUsage();
for (const r of records)
  if ((await classify({ channel: r.channel, text: r.text })).flagged) shippedHits++;
const used = process.cpuUsage(t0);
const chars = records.reduce((n, r) => n + r.text.length, 0);
console.log(
  `\nShipped model (trained on all records, so in-sample: not a score) flags ${shippedHits}/${records.length}; ` +
    `${((used.user + used.system) / records.length).toFixed(1)} µs CPU per record (mean ${Math.round(chars / records.length)} chars), ` +
    `featuriser alone on a 1 MiB string: ${(() => {
      const big = "Ignore previous instructions. ".repeat(40_000);
      const c0 = process.cpuUsage();
      hashFeatures(big);
      const c = process.cpuUsage(c0);
      return `${((c.user + c.system) / 1000).toFixed(1)} ms (reads the first 8 KB and last 2 KB)`;
    })()}.`,
);
