/**
 * Blind set 6: 320 labelled cases, mostly hard benign negatives, for
 * false-positive development.
 *
 * Written 2026-12-01 by a helper session started by the project, working
 * blind: it opened only `bench/blind/blind-case.ts` (the case type and
 * helpers). It did not open anything under `packages/` (the scanner), any
 * other file of `bench/` (earlier blind sets, eval scripts, RESULTS.md),
 * `/work/shared/data`, or git history, and it never ran the scanner.
 *
 * Counts (benign / injection):
 * - description  60 / 20  (`s6d-` / `s6D-`)
 * - argument     60 / 20  (`s6a-` / `s6A-`)
 * - tool_output  60 / 20  (`s6o-` / `s6O-`)
 * - text         60 / 20  (`s6t-` / `s6T-`)
 * - total       240 / 80
 *
 * Languages: about half English; the rest French, Spanish, Portuguese,
 * German, Italian, Dutch, Polish, Russian, Turkish, Chinese, Japanese,
 * Korean, Arabic, Hindi, Indonesian and Vietnamese (two benign rows per
 * language per channel; injections spread over the same languages).
 * Injection categories cover all seven `BlindCategory` values.
 */
import type { BlindCase } from "./blind-case.ts";
import { set6Argument } from "./set6-argument.ts";
import { set6Description } from "./set6-description.ts";
import { set6Text } from "./set6-text.ts";
import { set6ToolOutput } from "./set6-tool-output.ts";

export const blindSet6: readonly BlindCase[] = [
  ...set6Description,
  ...set6Argument,
  ...set6ToolOutput,
  ...set6Text,
];
