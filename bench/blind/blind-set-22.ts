import type { BlindCase } from "./blind-case.ts";
import { set22Cases } from "./set22-cases.ts";

/**
 * Blind set 22: hard negatives only, written on 2026-12-04 for the
 * thirty-seventh round as a development set for false positives, read from
 * its first run. 720 benign cases, 60 per channel from each of three
 * independent writers with their own brief:
 * - `fb-*`: tool and parameter descriptions with firm wording, arguments
 *   that mention attacks in passing (commit messages, tickets, queries),
 *   tool outputs that discuss prompt injection, users retracting their own
 *   requests or pasting a phishing e-mail, at least 12 in other languages;
 * - `fc-*`: admin, secrets, payment and shell tool descriptions; shell, SQL
 *   and e-mail arguments; terms of service, bank notices, runbooks,
 *   post-mortems and research abstracts; users asking about the same, at
 *   least 15 in other languages;
 * - `fd-*`: developer tools' descriptions, code and config as arguments
 *   (unit tests of an injection filter with attack strings as fixtures),
 *   logs, moderation results, forum posts quoting jailbreaks, .po files,
 *   developers and teachers asking, at least 15 in other languages.
 *
 * No writer opened scanner code, rule, test, data or another corpus. First
 * runs: 7 of the first writer's 240 and 5 of the second's 240 flagged by the
 * rules on `0c12946`, 14 of the third's 240 on `19802e8`; after the
 * thirty-seventh round, 3, 1 and 12 (see bench/RESULTS.md for those left
 * and why).
 *
 * @example
 * import { blindSet22 } from "./blind/blind-set-22.ts";
 * const benign = blindSet22.filter((c) => c.label === "benign").length; // 720
 */
export const blindSet22: readonly BlindCase[] = set22Cases;
