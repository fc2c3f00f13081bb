import type { BlindCase } from "./blind-case.ts";
import { set18Cases } from "./set18-cases.ts";

/**
 * Blind set 18: two corpora written on 2026-12-02 for the twenty-third
 * round, never read. 400 cases:
 * - 200 injections: 10 per channel and category (forced tool use,
 *   instruction override, role spoof, exfiltration, concealment), 34.5 % in
 *   19 other languages, 10 % lightly obfuscated, stock phrases in about
 *   3.5 %; embedded in realistic content (READMEs, invoices, tickets, API
 *   errors, invites, CSV rows, YAML, logs, chat messages), with conditional
 *   triggers, hand-offs between agents, memory poisoning, tool-description
 *   poisoning, compliance pretexts, role-play framing and payload splitting;
 * - 200 benign: hard negatives, 50 per channel (firm tool docs, runbooks,
 *   AGENTS.md / CLAUDE.md / .cursorrules files, support knowledge bases,
 *   password-reset and 2FA e-mails, security posts quoting attacks, CLI help
 *   with --force and --yes, forceful user requests, fiction, embargoed
 *   news, redaction requests), 28 % in 21 other languages.
 *
 * Each corpus was written by an independent helper that opened no scanner
 * code, rule, test, data or other corpus. The set is held out whole (tables
 * only): its first run is on `3f5e4f9`, before the round's rules.
 *
 * @example
 * import { blindSet18 } from "./blind/blind-set-18.ts";
 * const injections = blindSet18.filter((c) => c.label === "injection").length; // 200
 */
export const blindSet18: readonly BlindCase[] = set18Cases;
