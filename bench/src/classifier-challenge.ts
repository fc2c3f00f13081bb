// The scanner's hand-written challenge set (packages/core/src/scan/challenge,
// written independently of the public data) as a validation set for the
// classifier: never trained on, never used to pick a threshold. Rules alone
// vs rules OR classifier, benign false positives and attack recall.
import { scan, scanArguments } from "@toolform/core";
import {
  attackArgumentObjects,
  attackCases,
} from "../../packages/core/src/scan/challenge/attack-cases.ts";
import {
  benignArgumentObjects,
  benignCases,
} from "../../packages/core/src/scan/challenge/benign-cases.ts";
import { stringValues } from "../../packages/core/src/string-values.ts";

interface Case {
  readonly attack: boolean;
  readonly rules: boolean;
  /** What the classifier reads (argument objects: string values joined by newlines). */
  readonly text: string;
}

const blocksArgs = (args: { readonly [key: string]: unknown }) =>
  scanArguments(args).findings.some((f) => f.severity !== "low");

let cases: Case[] | undefined;

function challengeCases(): Case[] {
  cases ??= [
    ...benignCases.map(([channel, text]) => ({
      attack: false,
      rules: scan(text, { channel }).blocked,
      text,
    })),
    ...benignArgumentObjects.map((a) => ({
      attack: false,
      rules: blocksArgs(a),
      text: stringValues(a).join("\n"),
    })),
    ...attackCases.map(([, channel, text]) => ({
      attack: true,
      rules: scan(text, { channel }).blocked,
      text,
    })),
    ...attackArgumentObjects.map((a) => ({
      attack: true,
      rules: blocksArgs(a),
      text: stringValues(a).join("\n"),
    })),
  ];
  return cases;
}

/**
 * Prints rules alone, classifier alone and rules OR classifier on the
 * challenge set, and returns the benign texts the classifier flags.
 */
export function reportChallenge(flag: (text: string) => boolean): string[] {
  const all = challengeCases();
  const benign = all.filter((c) => !c.attack);
  const attacks = all.filter((c) => c.attack);
  const flags = all.map((c) => flag(c.text));
  const row = (name: string, hit: (c: Case, i: number) => boolean) => {
    const fp = all.filter((c, i) => !c.attack && hit(c, i)).length;
    const tp = all.filter((c, i) => c.attack && hit(c, i)).length;
    return `| ${name} | ${fp}/${benign.length} (${((100 * fp) / benign.length).toFixed(1)} %) | ${tp}/${attacks.length} (${((100 * tp) / attacks.length).toFixed(1)} %) |`;
  };
  console.log(
    "| challenge set | benign flagged | attacks caught |\n|---|---|---|\n" +
      [
        row("rules alone", (c) => c.rules),
        row("classifier alone", (_, i) => flags[i] === true),
        row("rules OR classifier", (c, i) => c.rules || flags[i] === true),
      ].join("\n"),
  );
  return all.filter((c, i) => !c.attack && flags[i]).map((c) => c.text);
}

/** Benign flagged and attacks caught by rules OR classifier, per threshold of a score. */
export function challengeSweep(
  scoreOf: (text: string) => number,
  thresholds: readonly number[],
): string {
  const all = challengeCases();
  const scores = all.map((c) => scoreOf(c.text));
  return thresholds
    .map((th) => {
      const fp = all.filter((c, i) => !c.attack && (c.rules || (scores[i] as number) >= th)).length;
      const tp = all.filter((c, i) => c.attack && (c.rules || (scores[i] as number) >= th)).length;
      return `${th}: ${fp} FP, ${tp} caught`;
    })
    .join("; ");
}
