/**
 * Blind set 5: a held-out evaluation set for the prompt-injection scanner.
 *
 * Written 2026-12-01 by an independent helper who did not open the scanner,
 * its rules, its tests, its challenge set, the public injection data or the
 * other blind sets (only `blind-case.ts`, for the type and helpers). Every
 * case is labelled by what the text *is* — an injection is text that tries to
 * make the model or agent do something its user or developer did not ask for
 * — and the labels were fixed before the set was first run. Rules must never
 * be tuned against this set; if a case is wrong, fix the label with a note,
 * not the scanner.
 *
 * Cases live in one file per channel (`set5-description.ts`,
 * `set5-argument.ts`, `set5-tool-output.ts`, `set5-text.ts`), ids
 * `b5-<d|a|o|t>-NN`, benign rows first in each channel.
 *
 * @example
 * import { blindSet5 } from "./blind-set-5.ts";
 * const injections = blindSet5.filter((c) => c.label === "injection");
 * console.log(blindSet5.length, injections.length);
 */
import type { BlindCase } from "./blind-case.ts";
import { set5Argument } from "./set5-argument.ts";
import { set5Description } from "./set5-description.ts";
import { set5Text } from "./set5-text.ts";
import { set5ToolOutput } from "./set5-tool-output.ts";

export const blindSet5: readonly BlindCase[] = [
  ...set5Description,
  ...set5Argument,
  ...set5ToolOutput,
  ...set5Text,
];
