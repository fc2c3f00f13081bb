import type { BlindCase } from "./blind-case.ts";
import { set20Cases } from "./set20-cases.ts";

/**
 * Blind set 20: hard negatives only, written on 2026-12-03 for the
 * twenty-fifth round as a development set for false positives, read from
 * its first run. 480 benign cases, 40 per channel from each of three
 * independent writers with their own brief:
 * - security writing that quotes attacks (detector READMEs and tool docs,
 *   test fixtures, post-mortems, moderation logs, SIEM queries, awareness
 *   quizzes), 30 % in other languages;
 * - firm operational text (tool docs full of MUST and NEVER, runbooks, CLI
 *   help with --force, AGENTS.md / CLAUDE.md files, audit logs, the user's
 *   own orders), 30 % in other languages;
 * - everyday text that shares an attack's words or shape (support
 *   transcripts, notes to buyers, HR and legal notices, fiction, games),
 *   three quarters in other languages.
 *
 * No writer opened scanner code, rule, test, data or another corpus. First
 * run on `51d33cc`: 24 of 480 flagged by the rules (22 of the security
 * writing), 13 by the opt-in classifier.
 *
 * @example
 * import { blindSet20 } from "./blind/blind-set-20.ts";
 * const benign = blindSet20.filter((c) => c.label === "benign").length; // 480
 */
export const blindSet20: readonly BlindCase[] = set20Cases;
