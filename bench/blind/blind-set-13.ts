import type { BlindCase } from "./blind-case.ts";
import { set13Cases } from "./set13-cases.ts";

/**
 * Blind set 13: the read halves of two corpora written on 2026-12-02 for the
 * twentieth round, and a third corpus read whole. 569 cases:
 * - 120 injections: half A of 240 attacks over the four channels (12 per
 *   channel and category: forced tool use, instruction override, role spoof,
 *   exfiltration, concealment; 21 of the 240 obfuscated, each labelled with the
 *   attack it hides), written the way indirect-injection reports show them
 *   (notes to AI assistants, compliance steps, error recovery), with stock
 *   phrases in 1 of the 240; a quarter not in English;
 * - 129 benign: half A of 240 hard negatives (60 per channel: docs, runbooks,
 *   security articles quoting attacks, game guides, privacy notices, fiction);
 * - 320 benign: a corpus of hard negatives (80 per channel) read whole.
 *
 * Each corpus was written by an independent helper that opened no scanner
 * code, rule, test or data. Halves are split by the SHA-256 of the id (first
 * byte even: half A); the B halves are blind set 14. This set was read (its
 * misses and false positives listed) during the round, so it is a
 * development set.
 *
 * @example
 * import { blindSet13 } from "./blind/blind-set-13.ts";
 * const injections = blindSet13.filter((c) => c.label === "injection").length; // 120
 */
export const blindSet13: readonly BlindCase[] = set13Cases;
