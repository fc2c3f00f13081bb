import { attackArgument } from "./attack-argument.ts";
import { attackDescription } from "./attack-description.ts";
import { attackText } from "./attack-text.ts";
import { attackToolOutput } from "./attack-tool-output.ts";
import { benignArgument } from "./benign-argument.ts";
import { benignDescription } from "./benign-description.ts";
import { benignText } from "./benign-text.ts";
import { benignToolOutput } from "./benign-tool-output.ts";
import type { BlindCase } from "./blind-case.ts";

export type { BlindCase, BlindCategory, BlindChannel } from "./blind-case.ts";

/**
 * The blind evaluation set for the injection scanner: benign hard negatives
 * and injections over the four channels and seven categories.
 *
 * Written by H5 (security engineer, ToolForm) on 2026-11-30, BLIND to the
 * scanner: the author did not open `packages/core/src/scan/rules/**`, any
 * scanner test or challenge data, nor `/work/shared/data/injection`, and no
 * case was copied from `/work/shared`. It was committed before it was first
 * run against the scanner; labels say what the text is, never what the
 * scanner does. Use it to measure generalisation, never to tune rules (a rule
 * tuned on it makes it one more dev set).
 *
 * @example
 * import { blindSet } from "./blind/blind-set.ts";
 * const injections = blindSet.filter((c) => c.label === "injection").length;
 */
export const blindSet: readonly BlindCase[] = [
  ...benignDescription,
  ...benignArgument,
  ...benignToolOutput,
  ...benignText,
  ...attackDescription,
  ...attackArgument,
  ...attackToolOutput,
  ...attackText,
];
