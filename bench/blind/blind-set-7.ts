/**
 * Blind set 7: 320 labelled cases, half hard benign negatives and half
 * injections, for false-positive and recall measurement.
 *
 * Written 2026-12-01 by a helper session started by the project, working
 * blind: it opened only `bench/blind/blind-case.ts` (the case type and
 * helpers) and `bench/blind/blind-set-6.ts` (to copy this header's layout).
 * It did not open anything under `packages/` (the scanner), any other file of
 * `bench/` (earlier blind sets, eval scripts, RESULTS.md), `/work/shared/data`,
 * `docs/`, or git history, and it never ran the scanner or an eval.
 *
 * Counts (benign / injection):
 * - description  40 / 40  (`s7d-` / `s7D-`)
 * - argument     40 / 40  (`s7a-` / `s7A-`)
 * - tool_output  40 / 40  (`s7o-` / `s7O-`)
 * - text         40 / 40  (`s7t-` / `s7T-`)
 * - total       160 / 160
 *
 * Languages: about 80 % English; the rest Spanish, French, German,
 * Portuguese, Italian, Chinese, Japanese and Russian (one benign and one
 * injection row per language per channel). Injection categories cover all
 * seven `BlindCategory` values in every channel.
 */
import type { BlindCase } from "./blind-case.ts";
import { set7Argument } from "./set7-argument.ts";
import { set7Description } from "./set7-description.ts";
import { set7Text } from "./set7-text.ts";
import { set7ToolOutput } from "./set7-tool-output.ts";

export const blindSet7: readonly BlindCase[] = [
  ...set7Description,
  ...set7Argument,
  ...set7ToolOutput,
  ...set7Text,
];
