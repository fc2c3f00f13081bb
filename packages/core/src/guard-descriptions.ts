import { emitEvent, now } from "./emit-event.js";
import type { GuardedToolset } from "./guard.js";
import { guardToolset } from "./guard-toolset.js";
import type { Policy } from "./policy-types.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";
import { freshToolSpecsFor } from "./tool-specs-for.js";

/**
 * Applies `policy.injection.descriptions` to a toolset before the model sees it:
 * `"sanitise"` keeps every tool with offending spans stripped (and withholds one
 * that cannot be cleaned: see `ToolsetReport.uncleanable`), `"block"` withholds
 * poisoned tools, `"warn"` keeps them as they are (with an event), `"off"` skips the scan.
 *
 * @example
 * const { tools, removed } = guardDescriptions(mcpTools, definePolicy({ injection: { descriptions: "block" } }));
 */
export function guardDescriptions(input: ToolsetInput, policy: Policy): GuardedToolset {
  const started = now();
  // A fresh read: what is returned is the caller's to keep (and change).
  const specs: readonly ToolSpec[] = freshToolSpecsFor(input);
  const action = policy.injection.descriptions;
  if (action === "off")
    return {
      blocked: false,
      findings: [],
      cleaned: specs,
      uncleanable: [],
      tools: specs,
      removed: [],
      sanitised: [],
    };
  const report = guardToolset(specs);
  const poisoned = [
    ...new Set(report.findings.filter((f) => f.severity !== "low").map((f) => f.tool)),
  ];
  // Under "sanitise" a tool the cleaned copy cannot make safe (an order in its
  // name, which the model is shown and calls it by) is withheld as under "block".
  const removed =
    action === "block" ? poisoned : action === "sanitise" ? [...new Set(report.uncleanable)] : [];
  const gone = new Set(removed);
  const tools = (action === "sanitise" ? report.cleaned : specs).filter(
    (spec) => !gone.has(spec.name),
  );
  for (const tool of poisoned) {
    emitEvent(policy, {
      type: "tool_description",
      tool,
      action: gone.has(tool) ? "block" : action,
      codes: [],
      channel: "description",
      durationMs: now() - started,
    });
  }
  // Any finding counts, low ones too: the cleaned copy is what the model is shown.
  const sanitised = action === "sanitise" ? [...new Set(report.findings.map((f) => f.tool))] : [];
  return { ...report, tools, removed, sanitised };
}
