import type { BlindCase } from "./blind-case.ts";
import { set3ArgumentAttacks, set3ArgumentBenign } from "./set3-argument.ts";
import { set3DescriptionAttacks, set3DescriptionBenign } from "./set3-description.ts";
import { set3TextAttacks, set3TextBenign } from "./set3-text.ts";
import { set3ToolOutputAttacks, set3ToolOutputBenign } from "./set3-tool-output.ts";

// Benign and injection rows are numbered separately by the helpers; renumber
// per channel so every id `b3-<d|a|o|t>-NN` is unique.
const numbered = (prefix: string, rows: readonly BlindCase[]): BlindCase[] =>
  rows.map((c, i) => ({ ...c, id: `${prefix}-${String(i + 1).padStart(2, "0")}` }));

/**
 * Blind set 3: a third held-out evaluation set for the injection scanner,
 * mixing benign hard negatives and injections over the four channels and
 * seven categories, ids `b3-<d|a|o|t>-NN`, about a fifth of it non-English.
 *
 * Written INDEPENDENTLY on 2026-11-30 by a helper session (security
 * researcher role): the author did not open `packages/core/src/scan/**`
 * (rules, challenge set, rule examples), `packages/core/test/`,
 * `bench/src/classifier-*.ts`, `/work/shared/data/injection/`,
 * `bench/RESULTS.md`, `docs/scanning.md`, nor the cases of blind sets 1 and 2
 * (only the `BlindCase` type and helpers, and the header of set 2). Every case
 * was written from knowledge of real attacks (MCP tool poisoning, indirect
 * injection in pages, e-mails, tickets, reviews, logs and API JSON, smuggling
 * in tool-call arguments, direct jailbreaks) and of real benign text (security
 * docs, OWASP and ChatML text, help pages, in-domain tool sequencing, code with
 * base64, RTL text with bidi marks), and labelled by what the text is before
 * the set was first run. Never tune rules on it: a rule fitted to these cases
 * turns it into one more development set.
 *
 * @example
 * import { blindSet3 } from "./blind/blind-set-3.ts";
 * const injections = blindSet3.filter((c) => c.label === "injection").length;
 */
export const blindSet3: readonly BlindCase[] = [
  ...numbered("b3-d", [...set3DescriptionAttacks, ...set3DescriptionBenign]),
  ...numbered("b3-a", [...set3ArgumentAttacks, ...set3ArgumentBenign]),
  ...numbered("b3-o", [...set3ToolOutputAttacks, ...set3ToolOutputBenign]),
  ...numbered("b3-t", [...set3TextAttacks, ...set3TextBenign]),
];
