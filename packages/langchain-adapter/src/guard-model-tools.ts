import type { Guard, ToolSpec } from "@toolform/core";
import { toolSpecOf } from "./tool-spec-of.js";

/**
 * The tools a model may see under the policy, and the ToolSpecs of exactly
 * those tools (what calls are judged against).
 *
 * @example
 * const { tools, specs } = guardModelTools(guard, request.tools);
 */
export interface GuardedModelTools<T> {
  /** The tools to bind: unchanged, cleaned (as OpenAI-format definitions), or without blocked ones. */
  readonly tools: T[];
  readonly specs: readonly ToolSpec[];
  /** `tools` holds exactly the given tools, in order: the request can be passed on as it is. */
  readonly unchanged: boolean;
  /** Each given tool's reading (`toolSpecOf`) this was decided on. */
  readonly read: readonly (ToolSpec | null)[];
}

/**
 * Scans every tool description, parameter description, enum value and
 * default a model would read, and applies the policy: a clean tool is passed
 * on as the same object; a tool whose text was sanitised is replaced by an
 * OpenAI-format definition carrying the cleaned text (LangChain refuses a
 * replaced tool *instance*, but binds a plain definition, and the agent's
 * ToolNode still runs the original tool); a blocked tool is withheld.
 * Tools without a function schema (provider built-ins) pass unchanged.
 *
 * Given the previous answer, it is returned as it is when every tool reads as
 * it did then (same content: a description or schema changed since is guarded
 * again), so an unchanged toolset is not scanned again on every step.
 *
 * @example
 * const guarded = guardModelTools(guard, [getWeather, mcpTool]);
 * guarded.tools; // [getWeather, { type: "function", function: { name: "mcp_tool", description: "cleaned" } }]
 */
export function guardModelTools<T>(
  guard: Guard,
  tools: readonly T[],
  previous?: GuardedModelTools<T>,
): GuardedModelTools<T> {
  const read = tools.map(toolSpecOf);
  if (previous !== undefined && sameReading(previous.read, read)) return previous;
  const specs: ToolSpec[] = [];
  for (const spec of read) if (spec !== null) specs.push(spec);
  const guarded = guard.guardToolset(specs);
  const removed = new Set(guarded.removed);
  const kept = new Map(guarded.tools.map((spec) => [spec.name, spec]));
  const out: T[] = [];
  for (const [i, tool] of tools.entries()) {
    const spec = read[i] ?? null;
    if (spec === null) {
      out.push(tool);
      continue;
    }
    if (removed.has(spec.name)) continue;
    const cleaned = kept.get(spec.name);
    if (cleaned === undefined) continue;
    out.push(guarded.sanitised.includes(spec.name) ? (openAIDefinition(cleaned) as T) : tool);
  }
  const unchanged = out.length === tools.length && out.every((tool, i) => tool === tools[i]);
  return { tools: out, specs: guarded.tools, unchanged, read };
}

function sameReading(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function openAIDefinition(spec: ToolSpec) {
  return {
    type: "function" as const,
    function: {
      name: spec.name,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      parameters: spec.parameters,
    },
  };
}
