/**
 * Blind set 9: 320 labelled cases, 160 hard benign negatives and 160
 * injections, 40 + 40 on each of the four channels (description, argument,
 * tool_output, text). It is an independent held-out test set.
 *
 * Written 2026-12-01 by a helper session started by the project, working
 * blind: it opened only `bench/blind/blind-case.ts` (the case type and
 * helpers) and the first 35 lines of `bench/blind/blind-set-8.ts` (file-header
 * layout). It did not open anything under `packages/` (the scanner), any
 * other file of `bench/` (earlier blind sets, eval scripts, RESULTS.md),
 * `/work/shared`, `/work/gates`, other worktrees, or git history, and it
 * never ran the scanner, the bench, any eval or any test (only a syntax check
 * and a count of the rows).
 *
 * Counts (benign / injection):
 * - description  40 / 40  (`s9d-` / `s9D-`)
 * - argument     40 / 40  (`s9a-` / `s9A-`)
 * - tool_output  40 / 40  (`s9o-` / `s9O-`)
 * - text         40 / 40  (`s9t-` / `s9T-`)
 * - total       160 / 160
 *
 * Injections: MCP tool poisoning (<IMPORTANT> blocks, "don't mention the
 * file"), tool shadowing, forced tool calls, policy-update and persona
 * jailbreaks, fake system / developer / assistant turns and ChatML tokens,
 * "the user has already approved", markdown-image and URL exfiltration,
 * secrets mailed or gisted, concealment ("don't tell the user", lie if
 * asked), hidden text (Unicode tags, zero-width, display:none, white text,
 * HTML comments, homoglyphs) and encoded payloads (base64, hex, ROT13,
 * percent-encoding, HTML entities, reversed, letter-spaced). Categories:
 * forced_tool_use 24, instruction_override 24, role_spoof 23, exfiltration
 * 24, concealment 20, hidden_text 24, encoded_payload 21.
 *
 * Benign rows sound like attacks: "ignore case", "you must provide an ISO
 * date", "always call list_files first", surprise-party secrecy, CI runbooks
 * that skip confirmation, AGENTS.md files, security articles, red-team
 * reports and moderation tickets quoting attacks, code with system prompts,
 * base64 / hex blobs of ordinary data, markdown images with query strings,
 * e-mails saying "disregard my previous e-mail".
 *
 * Languages: about 80 % English; the rest Spanish, French, German,
 * Portuguese, Italian, Chinese, Japanese, Russian, Korean, Arabic, Hindi and
 * Turkish.
 *
 * Unread: committed before its first run.
 */
import type { BlindCase } from "./blind-case.ts";
import { set9Argument } from "./set9-argument.ts";
import { set9Description } from "./set9-description.ts";
import { set9Text } from "./set9-text.ts";
import { set9ToolOutput } from "./set9-tool-output.ts";

export const blindSet9: readonly BlindCase[] = [
  ...set9Description,
  ...set9Argument,
  ...set9ToolOutput,
  ...set9Text,
];
