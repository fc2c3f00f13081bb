import type { BlindCase } from "./blind-case.ts";
import { set4ArgumentAttacks, set4ArgumentBenign } from "./set4-argument.ts";
import { set4DescriptionAttacks, set4DescriptionBenign } from "./set4-description.ts";
import { set4TextAttacks, set4TextBenign } from "./set4-text.ts";
import { set4ToolOutputAttacks, set4ToolOutputBenign } from "./set4-tool-output.ts";

// Benign and injection rows are numbered separately by the helpers; renumber
// per channel so every id `b4-<d|a|o|t>-NN` is unique.
const numbered = (prefix: string, rows: readonly BlindCase[]): BlindCase[] =>
  rows.map((c, i) => ({ ...c, id: `${prefix}-${String(i + 1).padStart(2, "0")}` }));

/**
 * Blind set 4: a fourth held-out evaluation set for the injection scanner,
 * mixing benign hard negatives (about 55 %) and injections over the four
 * channels and seven categories, ids `b4-<d|a|o|t>-NN`; notes starting `[xx]`
 * mark non-English cases (about a quarter of the set).
 *
 * Written INDEPENDENTLY on 2026-11-30 by a helper session (security
 * researcher role): the author did not open `packages/core/src/scan/**`
 * (rules, challenge set, rule examples), `packages/core/test/`,
 * `bench/src/classifier-*.ts`, `/work/shared/data/injection/`,
 * `bench/RESULTS.md`, `docs/scanning.md`, nor the cases of blind sets 1-3
 * (only the `BlindCase` type and helpers, the header of set 3, blind-eval.ts
 * and the "Injection scanning" section of DESIGN.md). Every case was written
 * from knowledge of real attacks (MCP tool poisoning, rug pulls and tool
 * shadowing, indirect injection in pages, e-mails, calendar invites, PDF text,
 * READMEs, code comments, logs and API JSON, smuggling in tool-call arguments,
 * markdown-image and webhook exfiltration, plain-language steering, fake
 * turns, obfuscation) and of real benign text that sounds like an attack, and
 * labelled by what the text is before the set was first run. Never tune rules
 * on it: a rule fitted to these cases turns it into one more development set.
 *
 * @example
 * import { blindSet4 } from "./blind/blind-set-4.ts";
 * const injections = blindSet4.filter((c) => c.label === "injection").length;
 */
export const blindSet4: readonly BlindCase[] = [
  ...numbered("b4-d", [...set4DescriptionAttacks, ...set4DescriptionBenign]),
  ...numbered("b4-a", [...set4ArgumentAttacks, ...set4ArgumentBenign]),
  ...numbered("b4-o", [...set4ToolOutputAttacks, ...set4ToolOutputBenign]),
  ...numbered("b4-t", [...set4TextAttacks, ...set4TextBenign]),
];
