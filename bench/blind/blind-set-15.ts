import type { BlindCase } from "./blind-case.ts";
import { set15Cases } from "./set15-cases.ts";

/**
 * Blind set 15: two corpora written on 2026-12-02 for the twenty-first round,
 * never read. 400 cases:
 * - 200 injections: 10 per channel and category (forced tool use,
 *   instruction override, role spoof, exfiltration, concealment), a third in
 *   12 other languages, 20 lightly obfuscated, stock phrases in about 10;
 * - 200 benign: hard negatives, 50 per channel (firm tool docs, AGENTS.md and
 *   llms.txt files, security articles quoting attacks, post-mortems, privacy
 *   policies, CLI help, fiction, support transcripts, forceful user requests),
 *   a quarter in 9 other languages.
 *
 * Each corpus was written by an independent helper that opened no scanner
 * code, rule, test or data, after this round's rules were written; it is held
 * out whole (tables only).
 *
 * @example
 * import { blindSet15 } from "./blind/blind-set-15.ts";
 * const injections = blindSet15.filter((c) => c.label === "injection").length; // 200
 */
export const blindSet15: readonly BlindCase[] = set15Cases;
