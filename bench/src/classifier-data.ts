// The public injection set as the local classifier sees it: one text per
// record (argument records: their string values joined by newlines, as the
// guard's semantic pass builds it), grouped so that a text never sits on both
// sides of a fold, and folds assigned by a hash of the group's first id.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { modelText } from "../../packages/core/src/classifier/hash-features.ts";
// The classifier is evaluated on exactly the text the guard's semantic pass
// gives it: the core's own (internal) walker, not a copy.
import { stringValues } from "../../packages/core/src/string-values.ts";
import { callArguments } from "./call-arguments.ts";
import { readBlindCases } from "./classifier-blind.ts";
import { type CorpusParagraph, isHeldOutPackage, loadCorpus } from "./classifier-corpus.ts";
import { readReviewCases } from "./classifier-reviews.ts";

export type Channel = "description" | "argument" | "text" | "tool_output";

export interface LabelledRecord {
  readonly id: string;
  readonly file: string;
  readonly channel: Channel;
  readonly label: "injection" | "benign";
  /** The record's text as written (argument records: the JSON). */
  readonly raw: string;
  /** What the classifier reads. */
  readonly text: string;
  /** Parsed arguments of an argument record. */
  readonly arguments?: { readonly [key: string]: unknown };
  /** True for the supplements: BFCL, the package corpus, the read blind sets and the training pairs (not part of the injection set's scores). */
  readonly supplement: boolean;
  /** Records sharing a text (or an injected payload) share a group. */
  group: number;
}

const dataDir =
  process.env.TOOLFORM_DATA ?? fileURLToPath(new URL("../../../shared/data", import.meta.url));
export const injectionDir = `${dataDir}/injection`;
const bfclDir = `${dataDir}/bfcl`;

export const hasInjectionData = (): boolean => existsSync(injectionDir);

export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface RawRecord {
  id: string;
  text: string;
  label: "injection" | "benign";
  channel: Channel;
  span?: [number, number];
  file?: string;
  /** Package of a corpus paragraph: all paragraphs of one package share a group. */
  pkg?: string;
  /** A training pair's id: its injection and its benign twin share a group. */
  pair?: string;
}

interface BfclTool {
  description?: string;
  parameters?: { properties?: { [name: string]: { description?: string } } };
}

/**
 * Benign counterweight from the BFCL fixtures (Apache-2.0, see
 * ../shared/data/bfcl/SOURCES.md): real users' requests to tool-using
 * assistants (irrelevance questions), tool and parameter descriptions, and
 * the string arguments of ground-truth calls. The injection set's benign
 * records are all documentation and system prompts while some of its
 * injections are plain questions, so without these a model learns "a
 * question is an attack".
 */
function loadSupplement(): RawRecord[] {
  if (!existsSync(bfclDir)) return [];
  const out: RawRecord[] = [];
  const read = (file: string) =>
    readFileSync(`${bfclDir}/${file}`, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { id: string; [key: string]: unknown });
  for (const r of read("irrelevance.jsonl")) {
    if (typeof r.question === "string" && r.question.trim())
      out.push({
        id: `bfcl-q-${r.id}`,
        text: r.question,
        label: "benign",
        channel: "text",
        file: "bfcl:irrelevance questions",
      });
  }
  const descriptions = new Set<string>();
  for (const r of read("calls.jsonl")) {
    for (const tool of (r.tools as BfclTool[]) ?? []) {
      if (tool.description) descriptions.add(tool.description);
      for (const p of Object.values(tool.parameters?.properties ?? {}))
        if (p.description && p.description.length >= 60) descriptions.add(p.description);
    }
    const call = r.call as { arguments?: { [key: string]: unknown } } | undefined;
    if (call?.arguments && stringValues(call.arguments).join("").length >= 3)
      out.push({
        id: `bfcl-a-${r.id}`,
        text: JSON.stringify({ arguments: call.arguments }),
        label: "benign",
        channel: "argument",
        file: "bfcl:call arguments",
      });
  }
  [...descriptions].sort().forEach((text, i) => {
    out.push({
      id: `bfcl-d-${i}`,
      text,
      label: "benign",
      channel: "description",
      file: "bfcl:descriptions",
    });
  });
  return out;
}

const CORPUS_CHANNEL = { markdown: "text", tsdoc: "description", json: "tool_output" } as const;

function corpusRecord(p: CorpusParagraph, i: number): RawRecord {
  return {
    id: `npm-${i}`,
    text: p.text,
    label: "benign",
    channel: CORPUS_CHANNEL[p.kind],
    file: `npm:${p.kind}`,
    pkg: p.pkg,
  };
}

/**
 * The package-documentation paragraphs held out of training and of the
 * threshold choice (about one package in five): benign text from sources the
 * model never saw, for validation only.
 */
export function loadHeldOutCorpus(): LabelledRecord[] {
  return loadCorpus()
    .map(corpusRecord)
    .filter((r) => isHeldOutPackage(r.pkg as string))
    .map((r, i) => ({
      id: r.id,
      file: r.file as string,
      channel: r.channel,
      label: r.label,
      raw: r.text,
      text: r.text,
      supplement: true,
      group: i,
    }));
}

/**
 * Loads every record of the injection set (sorted by file then line) and,
 * with `supplement`, the benign BFCL counterweight, the read blind sets and the training pairs
 * after them, and with `corpus` the package-documentation paragraphs
 * (held-out packages excluded).
 */
export function loadRecords(supplement = true, corpus = supplement): LabelledRecord[] {
  const files = readdirSync(injectionDir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort();
  const records: LabelledRecord[] = [];
  const keys: string[][] = [];
  const raws: RawRecord[] = [];
  for (const file of files) {
    for (const line of readFileSync(`${injectionDir}/${file}`, "utf8").split("\n")) {
      if (line.trim()) raws.push({ ...(JSON.parse(line) as RawRecord), file });
    }
  }
  if (supplement) raws.push(...loadSupplement());
  // The read blind sets and the training pairs: attacks and hard negatives by
  // independent writers (the never-read sets stay out; see classifier-blind.ts).
  if (supplement) raws.push(...readBlindCases().map((c) => ({ ...c, file: `blind:${c.set}` })));
  // The review files but the held ones (see classifier-reviews.ts).
  if (supplement && process.env.REVIEWS !== "0") raws.push(...readReviewCases());
  if (corpus)
    raws.push(
      ...loadCorpus()
        .map(corpusRecord)
        .filter((r) => !isHeldOutPackage(r.pkg as string)),
    );
  for (const r of raws) {
    let text = r.text;
    let args: { [key: string]: unknown } | undefined;
    if (r.channel === "argument") {
      args = callArguments(r.text);
      if (args !== undefined) text = stringValues(args).join("\n");
    }
    const own = [modelText(text)];
    if (r.pkg) own.push(`pkg:${r.pkg}`);
    if (r.pair) own.push(`pair:${r.pair}`);
    // The injected part of a derived record (span in code points) is its own key:
    // the same payload on two bases must not sit in two folds.
    if (r.span) own.push(modelText(Array.from(r.text).slice(r.span[0], r.span[1]).join("")));
    if (args)
      for (const value of stringValues(args)) if (value.length >= 40) own.push(modelText(value));
    keys.push(own);
    records.push({
      id: r.id,
      file: r.file as string,
      channel: r.channel,
      label: r.label,
      raw: r.text,
      text,
      ...(args ? { arguments: args } : {}),
      supplement: /^(bfcl|npm|blind|review):/.test(r.file as string),
      group: records.length,
    });
  }
  // Union-find over shared keys.
  const parent = records.map((_, i) => i);
  const find = (i: number): number => {
    let x = i;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  const owner = new Map<string, number>();
  keys.forEach((own, i) => {
    for (const key of own) {
      if (!key) continue;
      const j = owner.get(key);
      if (j === undefined) owner.set(key, i);
      else parent[find(i)] = find(j);
    }
  });
  for (let i = 0; i < records.length; i++) (records[i] as LabelledRecord).group = find(i);
  return records;
}

/** Fold of each record: hash of the smallest id in its group, mod k. */
export function assignFolds(records: readonly LabelledRecord[], k: number): number[] {
  const firstId = new Map<number, string>();
  for (const r of records) {
    const seen = firstId.get(r.group);
    if (seen === undefined || r.id < seen) firstId.set(r.group, r.id);
  }
  return records.map((r) => fnv1a(firstId.get(r.group) as string) % k);
}
