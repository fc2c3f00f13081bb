import type { Repair } from "./repair.js";
import type { ToolsetInput } from "./tool-spec.js";
import type { ValidationReport } from "./validation-report.js";
import type { CallFinding } from "./verdict.js";

/**
 * What an adapter does with a call: run it (with `arguments`), send
 * `feedback` and let the model retry, stop the run, or refuse a hostile call.
 *
 * @example
 * const a: DecisionAction = "feedback";
 */
export type DecisionAction = "execute" | "feedback" | "stop" | "block";

/**
 * What `guard.decide` needs besides the call.
 *
 * @example
 * const ctx: DecisionContext = { tools, runId: "thread-42" };
 */
export interface DecisionContext {
  /** The toolset the call is judged against. */
  readonly tools: ToolsetInput;
  /** Identity of the agent run, for the retry budget. Calls without one share a budget per guard. */
  readonly runId?: string;
}

/**
 * One decision per call; the same call under the same policy gets the same
 * decision in every framework.
 *
 * @example
 * const d = await guard.decide({ name: "get_weather", arguments: '{"days":"7"}' }, { tools });
 * if (d.action === "execute") run(d.arguments);
 * else reply(d.feedback);
 */
export interface Decision {
  readonly action: DecisionAction;
  /** The name the model wrote. */
  readonly tool: string;
  readonly resolvedName: string | null;
  /**
   * The (repaired, possibly redacted) arguments to execute; `{}` when unreadable. For
   * arguments given as an object, built from the one copy the checks read (the
   * caller's object is read once, first): run these, never the object passed in.
   */
  readonly arguments: { readonly [key: string]: unknown };
  /**
   * The arguments exactly as the model wrote them: the text, or for an object that
   * one-read copy (the object itself when it is not a plain object or array, or when
   * reading it stopped at the size limit).
   */
  readonly originalArguments: unknown;
  /**
   * Text for the model; present whenever `action` is not `"execute"`. A call
   * that executes under a `"warn"` policy carries its findings, not feedback:
   * the model is not told about a warning.
   */
  readonly feedback?: string;
  readonly findings: readonly CallFinding[];
  readonly repairs: readonly Repair[];
  /** Validation of the arguments as written (before repair). */
  readonly validation: ValidationReport;
  /**
   * Why a `"stop"` ended the run: the policy says stop on an invalid call
   * (`onInvalid: "stop"`), or the retry budget for this tool is spent.
   */
  readonly stopped?: "invalid_call" | "retry_budget";
}
