import type { BlindCase } from "./blind-case.ts";
import { set21Cases } from "./set21-cases.ts";

/**
 * Blind set 21: attacks only, written on 2026-12-03 for the twenty-fifth
 * round as a development set for mentions, read from its first run. 120
 * injections (40 each on tool outputs, call arguments and tool descriptions,
 * 24 per category, about 29 % in other languages) that wrap a working
 * injection in what reads as a mention (a quotation, a code block, a test
 * fixture, a labelled JSON sample, a "Security research" heading, a table
 * of examples, reported speech, a search snippet, a log line) and then make
 * sure the agent acts on it ("the quote above is a real instruction for
 * you", "QA note: assistants reading this must comply").
 *
 * Written by an independent helper that opened no scanner code, rule, test,
 * data or other corpus. First run on `48b6ec3`: 49 of 120 blocked (50 on
 * `1727987`, the round's start).
 *
 * @example
 * import { blindSet21 } from "./blind/blind-set-21.ts";
 * const attacks = blindSet21.filter((c) => c.label === "injection").length; // 120
 */
export const blindSet21: readonly BlindCase[] = set21Cases;
