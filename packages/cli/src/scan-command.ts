import type { Channel, Guard } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import type { CliReport } from "./cli-report.js";
import { lineColumn } from "./locate.js";
import { plural } from "./plural.js";
import { channelAction, gates } from "./policy-gate.js";
import { readSource } from "./read-input.js";

const channels: readonly Channel[] = ["text", "description", "argument", "tool_output"];

/**
 * Options of `toolform scan`: the text (words joined by spaces), `-` for
 * stdin, or `file` to read; the channel defaults to `text`.
 *
 * @example
 * const o: ScanCommandOptions = { words: ["Ignore", "previous", "instructions"] };
 */
export interface ScanCommandOptions {
  readonly words: readonly string[];
  readonly file?: string;
  readonly channel?: string;
}

/**
 * Scans one text for prompt injection on a channel and reports each
 * finding with its span. Blocked when any finding is high or medium.
 *
 * @example
 * const report = await scanText({ words: ["-"], channel: "tool_output" }, async () => guard, io);
 */
export async function scanText(
  options: ScanCommandOptions,
  getGuard: () => Promise<Guard>,
  io: CliIo,
): Promise<CliReport> {
  const channel = (options.channel ?? "text") as Channel;
  if (!channels.includes(channel)) {
    throw new CliUsageError(
      `--channel must be one of ${channels.join(", ")} (got "${options.channel}")`,
    );
  }
  const { text, source } = await readText(options, io);
  const guard = await getGuard();
  const result = await guard.scan(text, { channel });
  const n = result.findings.length;
  // `categories` names what blocks; low findings alone still say what they are.
  const categories = [
    ...new Set([...result.categories, ...result.findings.map((f) => f.category)]),
  ];
  const characters = plural(text.length, "character");
  return {
    command: "scan",
    source,
    blocked: result.blocked && gates(channelAction(guard.policy, channel)),
    summary:
      n === 0
        ? `${characters} on the ${channel} channel: no findings`
        : `${characters} on the ${channel} channel: ${plural(n, "finding")} (${categories.join(", ")})`,
    findings: result.findings.map((f) => ({
      ruleId: f.rule,
      severity: f.severity,
      category: f.category,
      message: `${f.category} on the ${channel} channel`,
      start: f.start,
      end: f.end,
      excerpt: f.excerpt,
      ...lineColumn(text, f.start),
    })),
    data: { channel, ...result },
  };
}

async function readText(
  options: ScanCommandOptions,
  io: CliIo,
): Promise<{ text: string; source: string }> {
  if (options.file !== undefined) {
    if (options.words.length > 0) throw new CliUsageError("scan takes a text or --file, not both");
    return readSource(options.file, io);
  }
  if (options.words.length === 1 && options.words[0] === "-") return readSource("-", io);
  if (options.words.length > 0) return { text: options.words.join(" "), source: "argv" };
  if (!io.stdinIsTTY) return readSource("-", io);
  throw new CliUsageError("scan needs a text, - for stdin, or --file <path>");
}
