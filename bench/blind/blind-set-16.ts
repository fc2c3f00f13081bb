import type { BlindCase } from "./blind-case.ts";
import { set16Cases } from "./set16-cases.ts";

/**
 * Blind set 16: two corpora written on 2026-12-02 for the twenty-first round
 * with the same brief as blind set 15, by other independent helpers that
 * opened no scanner code, rule, test or data. 400 cases:
 * - 200 injections: 10 per channel and category (forced tool use,
 *   instruction override, role spoof, exfiltration, concealment), a third in
 *   13 other languages, 21 lightly obfuscated, stock phrases in about 9;
 * - 200 benign: hard negatives, 50 per channel (firm tool docs, AGENTS.md,
 *   llms.txt and .cursorrules files, knowledge-base articles for AI support
 *   agents, security articles quoting attacks, CLI help, privacy policies,
 *   fiction, forceful user requests), a quarter in 10 other languages.
 *
 * This set was read during the round (its misses and false positives
 * listed, rules written from them), so it is a development set; blind set
 * 15 is its held-out twin.
 *
 * @example
 * import { blindSet16 } from "./blind/blind-set-16.ts";
 * const injections = blindSet16.filter((c) => c.label === "injection").length; // 200
 */
export const blindSet16: readonly BlindCase[] = set16Cases;
