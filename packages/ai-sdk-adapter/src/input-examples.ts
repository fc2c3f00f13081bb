import type { JSONSchema, ToolSpec } from "@toolform/core";
import { defineOwn } from "./define-own.js";

/**
 * A tool's spec with its `inputExamples` (example calls the SDK sends to
 * providers that take them) folded into the schema's `examples`, where the
 * core's description check reads (and cleans) every string, and what it takes
 * to get them back out of the checked spec.
 *
 * @example
 * const folded = foldInputExamples(spec, tool.inputExamples);
 * const report = guard.guardToolset([folded.spec]);
 */
export interface FoldedExamples {
  readonly spec: ToolSpec;
  /** How many `examples` the schema had of its own (they come first). */
  readonly own: number;
  /** What the schema's own `examples` was: absent, an array, or one other value. */
  readonly shape: "none" | "array" | "value";
  readonly inputExamples: readonly unknown[];
}

/**
 * Folds `inputExamples` into the spec's schema as `examples`. Returns
 * `undefined` (nothing to fold) when there are none, which keeps the common
 * path free of copies.
 *
 * @example
 * foldInputExamples({ name: "f", parameters: {} }, [{ input: { q: "a" } }])?.spec.parameters;
 * // { examples: [{ input: { q: "a" } }] }
 */
export function foldInputExamples(
  spec: ToolSpec,
  inputExamples: unknown,
): FoldedExamples | undefined {
  if (!Array.isArray(inputExamples) || inputExamples.length === 0) return undefined;
  const parameters = spec.parameters as { readonly [key: string]: unknown };
  const hasOwn = Object.hasOwn(parameters, "examples") && parameters.examples !== undefined;
  const mine = parameters.examples;
  const shape = !hasOwn ? "none" : Array.isArray(mine) ? "array" : "value";
  const own: readonly unknown[] =
    shape === "none" ? [] : shape === "array" ? (mine as unknown[]) : [mine];
  const folded = copyWith(parameters, "examples", [...own, ...inputExamples]);
  return {
    spec: { ...spec, parameters: folded as JSONSchema },
    own: own.length,
    shape,
    inputExamples,
  };
}

/**
 * Splits a checked spec back into the tool's schema and its `inputExamples`,
 * cleaned where the check cleaned them. When the check changed nothing the
 * original schema object and examples are returned (their identity matters:
 * the SDK and the core's caches know them).
 *
 * @example
 * const { parameters, inputExamples } = unfoldInputExamples(report.tools[0], folded, spec.parameters);
 */
export function unfoldInputExamples(
  checked: ToolSpec,
  folded: FoldedExamples,
  original: JSONSchema,
): { readonly parameters: JSONSchema; readonly inputExamples: readonly unknown[] } {
  if (checked.parameters === folded.spec.parameters)
    return { parameters: original, inputExamples: folded.inputExamples };
  const record = checked.parameters as { readonly [key: string]: unknown };
  const all = Array.isArray(record.examples) ? (record.examples as unknown[]) : [];
  const own = all.slice(0, folded.own);
  const rest =
    folded.shape === "none"
      ? withoutKey(record, "examples")
      : copyWith(record, "examples", folded.shape === "array" ? own : own[0]);
  return { parameters: rest as JSONSchema, inputExamples: all.slice(folded.own) };
}

// Copied as data (defineProperty), so an own `__proto__` key stays a key.
function copyWith(
  source: { readonly [key: string]: unknown },
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy = withoutKey(source, key);
  defineOwn(copy, key, value);
  return copy;
}

function withoutKey(
  source: { readonly [key: string]: unknown },
  key: string,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(source)) if (k !== key) defineOwn(copy, k, source[k]);
  return copy;
}
