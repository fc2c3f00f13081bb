import type { BlindCase } from "./blind-set.ts";
import { set2Argument } from "./set2-argument.ts";
import { set2Description } from "./set2-description.ts";
import { set2Text } from "./set2-text.ts";
import { set2ToolOutput } from "./set2-tool-output.ts";

/**
 * Blind set 2: a second held-out evaluation set for the injection scanner,
 * mixing benign hard negatives and injections over the four channels and
 * seven categories, ids `b2-<d|a|o|t>-NN`, about a fifth of it non-English.
 *
 * Written on 2026-11-30 by an independent helper session (security
 * researcher role), INDEPENDENTLY of the scanner: the author did not open
 * `packages/core/src/scan/**` (rules, challenge set, rule examples),
 * `packages/core/test/`, `bench/src/classifier-*.ts`,
 * `/work/shared/data/injection/`, nor the cases of blind set 1 (only its
 * `BlindCase` type and helpers). Every case was written from knowledge of real
 * attacks (MCP tool poisoning, indirect injection in pages, e-mails, tickets,
 * reviews and files, smuggling in tool-call arguments, direct jailbreaks) and
 * of real benign text, and labelled by what the text is, before the set was
 * first run. Rules must never be tuned against it: a rule fitted to these
 * cases turns it into one more development set.
 *
 * @example
 * import { blindSet2 } from "./blind/blind-set-2.ts";
 * const injections = blindSet2.filter((c) => c.label === "injection").length;
 */
export const blindSet2: readonly BlindCase[] = [
  ...set2Description,
  ...set2Argument,
  ...set2ToolOutput,
  ...set2Text,
];
