import type { ToolSpec } from "./tool-spec.js";

/**
 * The seed's sample toolset: `legal_draft_v3`.
 *
 * @example
 * validateArguments({ name: "legal_draft_v3", arguments: {} }, sampleToolset());
 */
export function sampleToolset(): ToolSpec[] {
  throw new Error("sampleToolset: not implemented");
}
