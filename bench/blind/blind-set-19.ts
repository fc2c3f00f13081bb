import type { BlindCase } from "./blind-case.ts";
import { set19Cases } from "./set19-cases.ts";

/**
 * Blind set 19: two corpora written on 2026-12-02 for the twenty-fourth
 * round, never read. 400 cases:
 * - 200 injections: 10 per channel and category (forced tool use,
 *   instruction override, role spoof, exfiltration, concealment), about a
 *   third in 20 other languages, about a tenth lightly obfuscated, stock
 *   phrases in 3; MCP tool poisoning and rug pulls, instructions in
 *   README / AGENTS.md files, issues, calendar invites, invoices, CSV cells,
 *   YAML and code comments, conditional triggers, hand-offs between agents,
 *   memory poisoning, fake tool errors, compliance pretexts, payload
 *   splitting, markdown-image exfiltration;
 * - 200 benign: hard negatives, 50 per channel (firm tool docs, forceful
 *   but legitimate calls and requests, password-reset and 2FA e-mails,
 *   security posts quoting attacks, AGENTS.md / CLAUDE.md files, CLI help
 *   with --force, fiction and role-play), 30 % in 21 other languages.
 *
 * Each corpus was written by an independent helper that opened no scanner
 * code, rule, test, data or other corpus. The set is held out whole (tables
 * only): its first run is on `584c55a`, before the round's changes.
 *
 * @example
 * import { blindSet19 } from "./blind/blind-set-19.ts";
 * const injections = blindSet19.filter((c) => c.label === "injection").length; // 200
 */
export const blindSet19: readonly BlindCase[] = set19Cases;
