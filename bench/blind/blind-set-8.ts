/**
 * Blind set 8: 240 labelled cases, 200 hard benign negatives and 40
 * injections, on the argument and tool_output channels. It is a development
 * set for false positives on the argument and tool_output channels; it will
 * be read.
 *
 * Written 2026-12-01 by a helper session started by the project, working
 * blind: it opened only `bench/blind/blind-case.ts` (the case type and
 * helpers) and the header of `bench/blind/blind-set-6.ts` (file layout). It
 * did not open anything under `packages/` (the scanner), any other file of
 * `bench/` (earlier blind sets, eval scripts, RESULTS.md), `/work/shared/data`,
 * or git history, and it never ran the scanner or any eval.
 *
 * Counts (benign / injection):
 * - argument     110 / 20  (`s8a-` / `s8A-`)
 * - tool_output   90 / 20  (`s8o-` / `s8O-`)
 * - total        200 / 40
 *
 * Benign rows are traffic a naive detector would block: agents writing
 * AGENTS.md / CLAUDE.md / system-prompt files, injection-filter fixtures, CI
 * workflows with secret placeholders, curl | sh installers; e-mails and chat
 * messages saying "disregard my previous e-mail" or "don't tell anyone until
 * Monday"; bug reports, red-team reports, moderation tickets and eval data
 * quoting attacks; bot commands (@copilot, @dependabot, @coderabbitai);
 * API JSON with "role":"system", "admin": true, "override"; base64 and hex
 * blobs; hidden e-mail preheaders; SDK docs, release notes and policies.
 *
 * Languages: about 85 % English; the rest Spanish, French, German,
 * Portuguese, Chinese and Japanese (31 of 200 benign rows, 8 of 40
 * injections). Injection categories cover all seven `BlindCategory` values.
 */
import type { BlindCase } from "./blind-case.ts";
import { set8Argument } from "./set8-argument.ts";
import { set8ToolOutput } from "./set8-tool-output.ts";

export const blindSet8: readonly BlindCase[] = [...set8Argument, ...set8ToolOutput];
