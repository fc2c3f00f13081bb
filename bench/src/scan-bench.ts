// Section 4: scan throughput and detection quality, ToolForm next to the
// local open-source detectors, on the same records in the same process.
import { scan } from "@toolform/core";
import { type Detect, peers } from "../peers/detectors.ts";
import type { InjectionRecord } from "./data.ts";
import { time } from "./measure.ts";

export interface DetectorRow {
  readonly name: string;
  readonly mapping: string;
  readonly error?: string;
  readonly precision?: number;
  readonly recall?: number;
  readonly f1?: number;
  /** MB/s (10^6 bytes of UTF-8) over the whole corpus, and on the 1 MB ASCII strings. */
  readonly corpusMBs?: number;
  readonly benignMBs?: number | string;
  readonly hostileMBs?: number | string;
  readonly plainMBs?: number | string;
}

const MB = 1_000_000;
const utf8 = (s: string): number => Buffer.byteLength(s, "utf8");
const ascii = (s: string): string => s.replace(/[^\x20-\x7e\n]/g, " ");

/**
 * Repeats ASCII-folded texts until exactly `size` characters (= bytes), held
 * as V8 holds ASCII read from a body, a file or `JSON.parse`: one byte per
 * character. Joined from folded non-ASCII records, the string would keep a
 * two-byte representation, which no ASCII input has, and which makes every
 * whole-text pass of every detector (lower-casing alone: ~0.6 → ~2.4 ms) slower.
 */
export function asciiMegabyte(texts: readonly string[], size = MB): string {
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < size; i = (i + 1) % texts.length) {
    const t = `${ascii(texts[i] as string)}\n`;
    parts.push(t);
    n += t.length;
  }
  return Buffer.from(parts.join("").slice(0, size), "latin1").toString("latin1");
}

function score(records: readonly InjectionRecord[], predicted: readonly boolean[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  records.forEach((r, i) => {
    const p = predicted[i] === true;
    const y = r.label === "injection";
    if (p && y) tp++;
    else if (p && !y) fp++;
    else if (!p && y) fn++;
  });
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

async function measureDetector(
  name: string,
  mapping: string,
  detect: (r: { text: string; channel?: InjectionRecord["channel"] }) => boolean | Promise<boolean>,
  records: readonly InjectionRecord[],
  benign: string,
  hostile: string,
  plain: string | undefined,
  maxChars: number | undefined,
): Promise<DetectorRow> {
  const predicted: boolean[] = [];
  for (const r of records) predicted.push(await detect(r));
  const corpusBytes = records.reduce((s, r) => s + utf8(r.text), 0);
  const corpusMs = await time(
    async () => {
      for (const r of records) await detect(r);
    },
    { rounds: 3, time: 300, iterations: 2 },
  );
  const big = async (s: string): Promise<number | string> => {
    if (maxChars !== undefined && s.length > maxChars) {
      return `refuses > ${Math.round(maxChars / 1024)} KB`;
    }
    const ms = await time(() => detect({ text: s }), { rounds: 3, time: 300, iterations: 2 });
    return utf8(s) / MB / (ms / 1000);
  };
  return {
    name,
    mapping,
    ...score(records, predicted),
    corpusMBs: corpusBytes / MB / (corpusMs / 1000),
    benignMBs: await big(benign),
    hostileMBs: await big(hostile),
    ...(plain === undefined ? {} : { plainMBs: await big(plain) }),
  };
}

/**
 * `plainTexts`: ordinary user requests (BFCL's irrelevance questions) for a
 * third 1 MB string; the injection set's benign records are hard negatives
 * chosen for imperative wording, which is the slow case for anchored rules.
 */
export async function scanBench(
  records: readonly InjectionRecord[],
  withPeers: boolean,
  plainTexts?: readonly string[],
) {
  const plain = plainTexts === undefined ? undefined : asciiMegabyte(plainTexts);
  const benign = asciiMegabyte(records.filter((r) => r.label === "benign").map((r) => r.text));
  const hostile = asciiMegabyte(records.filter((r) => r.label === "injection").map((r) => r.text));
  const rows: DetectorRow[] = [];
  rows.push(
    await measureDetector(
      "ToolForm `scan`",
      "`scan(text, { channel }).blocked` (the record's channel)",
      (r) => scan(r.text, r.channel === undefined ? {} : { channel: r.channel }).blocked,
      records,
      benign,
      hostile,
      plain,
      undefined,
    ),
  );
  if (!withPeers) return { rows, benignBytes: benign.length, hostileBytes: hostile.length };
  for (const peer of peers) {
    let detect: Detect;
    try {
      detect = await peer.load();
    } catch (error) {
      rows.push({ name: peer.name, mapping: peer.mapping, error: (error as Error).message });
      continue;
    }
    try {
      rows.push(
        await measureDetector(
          peer.name,
          peer.mapping,
          (r) => detect(r.text),
          records,
          benign,
          hostile,
          plain,
          peer.maxChars,
        ),
      );
    } catch (error) {
      rows.push({
        name: peer.name,
        mapping: peer.mapping,
        error: `failed while running: ${(error as Error).message}`,
      });
    }
  }
  return { rows, benignBytes: benign.length, hostileBytes: hostile.length };
}
