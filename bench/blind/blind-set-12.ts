import type { BlindCase } from "./blind-case.ts";
import { set12Argument } from "./set12-argument.ts";
import { set12Description } from "./set12-description.ts";
import { set12Text } from "./set12-text.ts";
import { set12ToolOutput } from "./set12-tool-output.ts";

/**
 * Blind set 12: a held-out evaluation set for the injection scanner, 320
 * cases over the four channels (per channel 40 injections and 40 benign hard
 * negatives), injections spread over the seven categories, ids
 * `b12-<d|a|o|t>-NN`, about a fifth of it non-English (Spanish, French,
 * German, Portuguese, Italian, Chinese, Japanese, Russian, Korean, Hindi,
 * Arabic).
 *
 * Written on 2026-12-02 by an independent helper session (security
 * researcher role), INDEPENDENTLY of the scanner: the author did not open
 * `packages/` (scanner source, rules, tests, challenge sets),
 * `/work/shared/data/`, `bench/src/`, nor the cases of any other blind set
 * (only the `BlindCase`/`BlindRow` types, `numberedRows` and the obfuscation
 * helpers in `blind-case.ts`, the row helper in `set11-rows.ts` and the
 * structure of `blind-set-11.ts`). Every case was written from knowledge of
 * real 2025-2026 attacks (MCP tool poisoning with `<IMPORTANT>` blocks and
 * sidenote parameters, cross-tool shadowing, rug-pull updates, indirect
 * injection in pages, e-mails, issues, reviews, CVs, calendar invites, code
 * comments, READMEs and CSV, forged tool results and chat turns, markdown-image,
 * URL and DNS exfiltration, data smuggled into tool arguments, memory and
 * rules-file poisoning, instructions to hide actions, jailbreak personas,
 * Unicode tags, zero-width, bidi, homoglyphs, base64, hex, percent and HTML
 * entities, rot13, leetspeak, reversed text, invisible HTML/CSS, comments and
 * whitespace padding) and of real benign text, and labelled by what the text
 * is, before the set was first run. It is held out: rules must never be tuned
 * against it, and its cases stay unread (see `unread` in bench/blind-eval.ts).
 *
 * @example
 * import { blindSet12 } from "./blind/blind-set-12.ts";
 * const injections = blindSet12.filter((c) => c.label === "injection").length;
 */
export const blindSet12: readonly BlindCase[] = [
  ...set12Description,
  ...set12Argument,
  ...set12ToolOutput,
  ...set12Text,
];
