/**
 * Blind set 10: 320 labelled cases, 160 injections and 160 hard benign
 * negatives, 40 + 40 on each of the four channels (description, argument,
 * tool_output, text). It is a held-out evaluation set: it was written without
 * looking at the scanner and is meant to stay unread by whoever tunes it.
 *
 * Written 2026-12-01 by a helper session started by the project, working
 * blind: it opened only `bench/blind/blind-case.ts` (the case type and
 * helpers) and the first 40 lines of `bench/blind/blind-set-8.ts` (file
 * layout and header style). It did not open anything under `packages/` (the
 * scanner and its rules), any other file of `bench/` (earlier blind sets,
 * eval scripts, RESULTS.md), `/work/shared`, `/work/gates`, or git history,
 * and it never ran the scanner, any eval or any test. All texts were written
 * by hand for this set; none is copied from a dataset.
 *
 * Counts (benign / injection):
 * - description   40 / 40  (`s10d-` / `s10D-`)
 * - argument      40 / 40  (`s10a-` / `s10A-`)
 * - tool_output   40 / 40  (`s10o-` / `s10O-`)
 * - text          40 / 40  (`s10t-` / `s10T-`)
 * - total        160 / 160
 *
 * Injection categories: forced_tool_use 23, instruction_override 24,
 * role_spoof 21, exfiltration 25, concealment 20, hidden_text 23,
 * encoded_payload 24. Obfuscation wins over content: tag characters,
 * zero-width splitting, HTML comments, CSS-hidden and whitespace-buried text
 * are `hidden_text`; base64, hex, percent, HTML entities, ROT13, reversed,
 * spaced letters and homoglyphs are `encoded_payload`. Attacks steer
 * payments, deletions, permission changes and outbound messages; send
 * secrets and conversation data to URLs and parameters; hide actions from the
 * user; forge system/developer turns and jailbreak personas. None uses the
 * best-known stock override opener; phrasing, register and length vary.
 *
 * Benign rows are hard negatives: regex and CLI docs ("ignore case"), API
 * docs with MUST / "always call", security articles, red-team reports, bug
 * reports, moderation queues and eval rows quoting attacks, CI configs with
 * secret placeholders, support macros, "disregard my last message" e-mails,
 * system-prompt templates, base64 blobs and hex digests, chat-template docs,
 * hidden e-mail preheaders, harmless fiction and roleplay, and tool calls
 * that send data, delete files or change permissions at the user's request.
 *
 * Languages: about 82 % English; the rest Spanish, French, German,
 * Portuguese, Italian, Chinese, Japanese, Korean, Russian and Arabic (31 of
 * 160 benign rows, 27 of 160 injections).
 */
import type { BlindCase } from "./blind-case.ts";
import { set10Argument } from "./set10-argument.ts";
import { set10Description } from "./set10-description.ts";
import { set10Text } from "./set10-text.ts";
import { set10ToolOutput } from "./set10-tool-output.ts";

export const blindSet10: readonly BlindCase[] = [
  ...set10Description,
  ...set10Argument,
  ...set10ToolOutput,
  ...set10Text,
];
