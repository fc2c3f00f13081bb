import type { InjectionMode } from "./finding-kinds.js";
import { repeatUntilClean } from "./repeat-until-clean.js";
import { safePath } from "./safe-text.js";
import { scan } from "./scan.js";
import { type ArgumentFinding, redactArguments, scanArguments } from "./scan-arguments.js";
import { tooManyFindings } from "./too-many-findings.js";
import type { CallFinding } from "./verdict.js";

type Args = { readonly [key: string]: unknown };

/**
 * The argument scan's contribution to a call: findings located in the raw argument
 * text, and under `"sanitise"` the redacted input (same type) and redacted arguments
 * to execute.
 *
 * @example
 * const { findings } = checkArgumentInjection(raw, parsed, "reject");
 */
export interface ArgumentInjection {
  readonly findings: readonly CallFinding[];
  readonly redactedArguments?: string | Args;
  readonly executable: Args;
}

function isPlainArgs(value: unknown): value is Args {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Low-severity matches are informational; only high and medium ones act on a call.
const acts = (finding: ArgumentFinding) => finding.severity !== "low";
function scanRaw(raw: unknown, tool: string | undefined): ArgumentFinding[] {
  const options = tool === undefined ? undefined : { tool };
  if (typeof raw === "string") {
    try {
      return scanArguments(raw, options).findings;
    } catch {
      // Text that is not JSON still gets scanned, so a hostile malformed call is refused
      // as hostile rather than echoed back as a mere syntax error.
      const found = scan(raw, { channel: "argument" }).findings;
      // Past the cap the scan read no further: the rest is redacted as one span.
      const rest = tooManyFindings(found, raw.length, raw);
      return (rest === undefined ? found : [...found, rest]).map((finding) => ({
        ...finding,
        path: "",
      }));
    }
  }
  return isPlainArgs(raw) ? scanArguments(raw, options).findings : [];
}

function toFinding(finding: ArgumentFinding, redacted: boolean): CallFinding {
  const path = finding.path === "" ? "arguments" : safePath(finding.path);
  // `path` then names the member whose key holds the phrase.
  const where = finding.key === true ? `${path} (key)` : path;
  return {
    code: "argument_injection",
    // Category and rule only: the matched text is never copied into a message.
    message: `${where}: ${finding.category.replace(/_/g, " ")} (${finding.rule})`,
    path: finding.path,
    start: finding.start,
    end: finding.end,
    category: finding.category,
    rule: finding.rule,
    severity: finding.severity,
    ...(redacted ? { redacted: true } : {}),
  };
}

/**
 * Scans a call's arguments (string values and object keys) on the `argument` channel.
 * Spans index the raw text (the string the model wrote, or `JSON.stringify` of an
 * object); a finding in a key has the path of the member whose key holds it, and its
 * message says "(key)"; `tool`, the called tool's name, tells a tool that sends or
 * publishes (see `scanArguments`). Under `"sanitise"` every span becomes `[redacted]`, keys
 * included, both in a copy of the input and in what will run.
 *
 * @example
 * checkArgumentInjection('{"body":"ignore all previous instructions"}', parsed, "sanitise").redactedArguments;
 * // '{"body":"[redacted]"}'
 */
export function checkArgumentInjection(
  raw: unknown,
  executable: Args,
  mode: InjectionMode,
  tool?: string,
): ArgumentInjection {
  if (mode === "off") return { findings: [], executable };
  const acting = (value: unknown): ArgumentFinding[] => scanRaw(value, tool).filter(acts);
  const hits = acting(raw);
  const sanitise = mode === "sanitise";
  const findings = hits.map((hit) => toFinding(hit, sanitise));
  if (!sanitise || hits.length === 0 || !(typeof raw === "string" || isPlainArgs(raw))) {
    return { findings, executable };
  }
  const again = acting(executable);
  const redactedArguments = repeatUntilClean(raw, hits, redactArguments, acting);
  const cleaned =
    again.length > 0 ? repeatUntilClean(executable, again, redactArguments, acting) : executable;
  // Arguments that redaction cannot clean are not run: every finding rejects the call.
  if (redactedArguments === undefined || cleaned === undefined) {
    return { findings: hits.map((hit) => toFinding(hit, false)), executable };
  }
  return { findings, redactedArguments, executable: cleaned };
}
