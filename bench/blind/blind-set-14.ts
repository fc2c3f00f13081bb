import type { BlindCase } from "./blind-case.ts";
import { set14Cases } from "./set14-cases.ts";

/**
 * Blind set 14: the held-out halves of the two corpora whose read halves are
 * blind set 13. 231 cases: 120 injections (half B of the 240 attacks) and
 * 111 benign hard negatives (half B of the 240). Written on 2026-12-02 by
 * independent helpers that opened no scanner code, rule, test or data;
 * never read: only its tables are printed. Rules must never be tuned
 * against it.
 *
 * @example
 * import { blindSet14 } from "./blind/blind-set-14.ts";
 * const injections = blindSet14.filter((c) => c.label === "injection").length; // 120
 */
export const blindSet14: readonly BlindCase[] = set14Cases;
