import type { BlindCase } from "./blind-case.ts";
import { set11Argument } from "./set11-argument.ts";
import { set11Description } from "./set11-description.ts";
import { set11Text } from "./set11-text.ts";
import { set11ToolOutput } from "./set11-tool-output.ts";

/**
 * Blind set 11: a held-out evaluation set for the injection scanner, 320
 * cases over the four channels (per channel 40 injections and 40 benign hard
 * negatives), injections spread over the seven categories, ids
 * `b11-<d|a|o|t>-NN`, a little over a fifth of it non-English.
 *
 * Written on 2026-12-02 by an independent helper session (security
 * researcher role), INDEPENDENTLY of the scanner: the author did not open
 * `packages/` (rules, tests, challenge sets), `/work/shared/data/injection/`,
 * `bench/src/classifier-*` or `bench/src/lookalike-*`, nor the cases of any
 * other blind set (only the `BlindCase` type and helpers in `blind-case.ts`,
 * the shape of `blind-set-2.ts` and its row helper). Every case was written
 * from knowledge of real attacks (MCP tool poisoning and rug pulls, cross-server
 * shadowing, indirect injection in pages, e-mails, issues, PDFs, CVs and
 * calendar invites, exfiltration through URLs, markdown images, DNS and tool
 * calls, persona and system-prompt spoofing, forged tool results, instructions
 * to hide actions from the user, encodings and Unicode smuggling) and of real
 * benign text, and labelled by what the text is, before the set was first
 * run. It is held out: rules must never be tuned against it, and its cases
 * stay unread (see `unread` in bench/blind-eval.ts).
 *
 * @example
 * import { blindSet11 } from "./blind/blind-set-11.ts";
 * const injections = blindSet11.filter((c) => c.label === "injection").length;
 */
export const blindSet11: readonly BlindCase[] = [
  ...set11Description,
  ...set11Argument,
  ...set11ToolOutput,
  ...set11Text,
];
