import type { DecisionAction } from "./decision.js";
import type { Channel } from "./scan-result.js";
import type { FindingCode } from "./verdict.js";

/**
 * One event per decision, for logging and counting. It carries codes and
 * timings, never raw hostile text.
 *
 * @example
 * const onEvent = (e: ToolformEvent) => metrics.increment(`toolform.${e.action}`);
 */
export interface ToolformEvent {
  readonly type: "tool_call" | "tool_output" | "tool_description";
  readonly tool: string;
  readonly action: DecisionAction | "sanitise" | "warn" | "allow";
  readonly codes: readonly FindingCode[];
  readonly channel?: Channel;
  readonly runId?: string;
  readonly durationMs: number;
}
