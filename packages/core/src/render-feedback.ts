import { buildInvalidHint, buildRefusalHint } from "./build-hint.js";
import type { Decision } from "./decision.js";
import { singleHintJson } from "./hint-json.js";
import { reportJson } from "./report-json.js";
import { isPlainIdentifier, safePath, safeToolName } from "./safe-text.js";
import { scan } from "./scan.js";
import type { CallFinding } from "./verdict.js";

/**
 * Extra context for the hint: the declared tool names (offered when the model
 * called a tool that does not exist).
 *
 * @example
 * renderFeedback(decision, { tools: ["get_weather"] });
 */
export interface RenderFeedbackOptions {
  readonly tools?: readonly string[];
}

function looksHostile(text: string): boolean {
  try {
    return scan(text, { channel: "argument" }).blocked;
  } catch {
    return true;
  }
}

// A finding with nothing to hide is returned as it is: most are, and hints only read them.
function safeFinding(finding: CallFinding): CallFinding {
  const path = finding.path === undefined ? undefined : safePath(finding.path);
  let message = finding.message;
  if (finding.code === "value_policy_violation" && looksHostile(message)) {
    message = `${path ?? "a value"}: this value is not allowed`;
  } else if (path !== undefined && path !== finding.path) {
    message = `${path}: ${message.slice(message.indexOf(": ") + 2)}`;
  } else return finding;
  return { ...finding, message, ...(path === undefined ? {} : { path }) };
}

// The findings as the model may read them; the list itself when none needed a change.
function safeFindings(findings: readonly CallFinding[]): readonly CallFinding[] {
  let out: CallFinding[] | undefined;
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i]!;
    const safe = safeFinding(finding);
    if (safe !== finding) out ??= findings.slice(0, i);
    out?.push(safe);
  }
  return out ?? findings;
}

// Entries described per hint, as the report shows per bucket.
const MAX_ENTRIES = 20;

const declared = new WeakMap<readonly string[], readonly string[]>();

// The tool names fit to offer, kept per frozen list (the guard's own, one per toolset):
// a reused toolset filters its names once. A caller's list may change: read afresh.
function offeredTools(tools: readonly string[]): readonly string[] {
  if (!Object.isFrozen(tools)) return tools.filter(isPlainIdentifier);
  let plain = declared.get(tools);
  if (plain === undefined) {
    // Frozen in turn, so the hint may keep the line it writes from it.
    plain = Object.freeze(tools.filter(isPlainIdentifier));
    declared.set(tools, plain);
  }
  return plain;
}

// A loop rather than `some` with a fresh callback: renderFeedback asks this per call.
function hasCode(findings: readonly CallFinding[], code: CallFinding["code"]): boolean {
  for (let i = 0; i < findings.length; i++) if (findings[i]!.code === code) return true;
  return false;
}

function tooLargeOnly(decision: Omit<Decision, "feedback">): boolean {
  return (
    hasCode(decision.findings, "arguments_too_large") &&
    decision.findings.every((f) => f.code === "arguments_too_large")
  );
}

/**
 * The deterministic JSON text the model sees for a call that was not executed
 * (same decision → same bytes). Four shapes:
 * - invalid: `{"ok":false,"error":"invalid call","tool":…,"validation":{…},"hint":"…"}`
 * - refused (hostile or forbidden): `{"ok":false,"error":"call refused","tool":…,"reasons":[codes],"hint":"…"}`,
 *   which never echoes an argument;
 * - budget spent: `{"ok":false,"error":"retry budget exhausted","tool":…,"stopped":"retry_budget","reasons":[codes],"hint":"…"}`;
 * - over the size or depth limit: `{"ok":false,"error":"arguments too large","tool":…,"reasons":["arguments_too_large"],"hint":"…"}`.
 * A decision that ends the run (`action: "stop"`) carries `"stopped"` (`"retry_budget"` or
 * `"invalid_call"`), the structured mark `readFeedback` reads back.
 * No stack trace or file path is ever included; model-written names and keys are
 * echoed only when they are plain identifiers.
 *
 * @example
 * renderFeedback(decision);
 * // '{"ok":false,"error":"invalid call","tool":"legal_draft_v3","validation":{…},"hint":"Pass term_months as an integer; remove colour; value must be ≥ 0."}'
 */
export function renderFeedback(
  decision: Omit<Decision, "feedback">,
  options?: RenderFeedbackOptions,
): string {
  const tool = safeToolName(decision.tool);
  const findings = safeFindings(decision.findings);
  const hostile = hasCode(decision.findings, "argument_injection");
  // `stopped` is the structured mark of a "stop": what a transcript reader (readFeedback)
  // keys on to end the run, rather than matching the wording.
  const stopped = decision.action === "stop" ? (decision.stopped ?? "invalid_call") : undefined;
  if (decision.stopped === "retry_budget") {
    return JSON.stringify({
      ok: false,
      error: "retry budget exhausted",
      tool,
      ...(stopped === undefined ? {} : { stopped }),
      reasons: [...new Set(findings.map((f) => f.code))],
      hint: `Stop calling ${tool}: too many invalid calls in this run. Tell the user what you tried and that the call could not be made.`,
    });
  }
  if (decision.action === "block") {
    return JSON.stringify({
      ok: false,
      error: "call refused",
      tool,
      reasons: [...new Set(findings.map((f) => f.code))],
      hint: buildRefusalHint(findings, { tool }),
    });
  }
  if (tooLargeOnly(decision)) {
    // Nothing was parsed or validated, so a validation report would read `ok: true`:
    // say plainly which limit was crossed instead (the arguments are never echoed).
    return JSON.stringify({
      ok: false,
      error: "arguments too large",
      tool,
      ...(stopped === undefined ? {} : { stopped }),
      reasons: ["arguments_too_large"],
      hint: buildInvalidHint(findings, { tool }),
    });
  }
  // Written directly: the bytes `JSON.stringify` gives for the same body, in its key
  // order, without building the body (every invalid call renders one).
  // A safe tool name is a plain identifier or "(unnamed tool)": nothing to escape.
  const toolJson = typeof tool === "string" ? `"${tool}"` : JSON.stringify(tool);
  let text = `{"ok":false,"error":"invalid call","tool":${toolJson}`;
  if (stopped !== undefined) text += `,"stopped":${JSON.stringify(stopped)}`;
  text += `,"validation":${reportJson(decision.validation)}`;
  // A valid shape rejected for another reason (a value rule, say) would read as
  // a contradiction; the codes say what the report cannot.
  if (decision.validation.ok) {
    text += `,"reasons":${JSON.stringify([...new Set(findings.map((f) => f.code))])}`;
  }
  // An argument judged hostile is never described back, even when other problems are.
  const described = hostile ? findings.filter((f) => f.code !== "argument_injection") : findings;
  const shown = described.length > MAX_ENTRIES ? described.slice(0, MAX_ENTRIES) : described;
  // One finding (most invalid calls) has its hint written as JSON directly.
  const single = shown.length === 1 ? singleHintJson(shown[0]!, tool, options?.tools) : undefined;
  if (single !== undefined) return `${text},"hint":${single}}`;
  // The declared names are offered only for an unknown tool: filtered only then.
  const hint =
    options?.tools !== undefined && hasCode(shown, "unknown_tool")
      ? buildInvalidHint(shown, { tool, tools: offeredTools(options.tools) })
      : buildInvalidHint(shown, { tool });
  return `${text},"hint":${JSON.stringify(hint)}}`;
}
