import type { BlindCase } from "./blind-case.ts";
import { set17Cases } from "./set17-cases.ts";

/**
 * Blind set 17: two corpora written on 2026-12-02 for the twenty-second
 * round, never read. 400 cases:
 * - 200 injections: 10 per channel and category (forced tool use,
 *   instruction override, role spoof, exfiltration, concealment), 36 % in 18
 *   other languages, 24 lightly obfuscated, stock phrases in 6; written as
 *   a careful attacker writes (notes, policies, hand-offs between agents,
 *   messages that seem to come from the platform, the user or a colleague,
 *   conditional triggers), with real incidents as models;
 * - 200 benign: hard negatives, 50 per channel (firm tool docs, alarming but
 *   harmless tool calls, runbooks, helpdesk articles, CI logs, AGENTS.md /
 *   CLAUDE.md / .cursorrules files, knowledge-base articles for AI support
 *   agents, password-reset e-mails, security write-ups quoting attacks,
 *   forceful user requests, fiction), 28 % in 16 other languages.
 *
 * Each corpus was written by an independent helper that opened no scanner
 * code, rule, test, data or other corpus. The set is held out whole (tables
 * only): its first run is on `4bc8642`, before the round's rules.
 *
 * @example
 * import { blindSet17 } from "./blind/blind-set-17.ts";
 * const injections = blindSet17.filter((c) => c.label === "injection").length; // 200
 */
export const blindSet17: readonly BlindCase[] = set17Cases;
