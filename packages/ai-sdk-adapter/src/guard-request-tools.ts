import type { Guard, ToolSpec } from "@toolform/core";
import { type FoldedExamples, foldInputExamples, unfoldInputExamples } from "./input-examples.js";
import { type RequestTool, requestToolSpecs } from "./request-tool-specs.js";

/**
 * The request's tools as the policy lets the model see them: poisoned
 * descriptions (the tool's, its parameters', titles, enum values, defaults,
 * examples, and the tool's `inputExamples`) stripped, or the tool withheld
 * under `"block"`. Provider tools pass through untouched.
 *
 * @example
 * params = { ...params, tools: guardRequestTools(guard, params.tools) };
 */
export function guardRequestTools<T extends RequestTool>(
  guard: Guard,
  tools: readonly T[] | undefined,
): T[] | undefined {
  if (tools === undefined) return undefined;
  const specs = requestToolSpecs(tools);
  // The examples a provider sends with the tool are checked as part of its schema.
  const folded = new Map<string, FoldedExamples>();
  const functions = tools.filter((tool) => tool.type === "function");
  const checked = specs.map((spec, i) => {
    const examples = foldInputExamples(spec, functions[i]?.inputExamples);
    if (examples === undefined) return spec;
    folded.set(spec.name, examples);
    return examples.spec;
  });
  const { tools: visible, removed } = guard.guardToolset(checked);
  const byName = new Map(visible.map((spec) => [spec.name, spec]));
  const guarded: T[] = [];
  for (const tool of tools) {
    if (tool.type !== "function") {
      guarded.push(tool);
      continue;
    }
    const spec = byName.get(tool.name);
    if (spec === undefined || removed.includes(tool.name)) continue;
    const { description: _dropped, ...rest } = tool;
    guarded.push({
      ...rest,
      ...(spec.description === undefined ? {} : { description: spec.description }),
      ...unfold(spec, folded.get(tool.name), tool.inputSchema),
    } as T);
  }
  return guarded;
}

function unfold(
  spec: ToolSpec,
  folded: FoldedExamples | undefined,
  original: unknown,
): { inputSchema: unknown; inputExamples?: readonly unknown[] } {
  if (folded === undefined) return { inputSchema: spec.parameters };
  const { parameters, inputExamples } = unfoldInputExamples(
    spec,
    folded,
    (original ?? {}) as ToolSpec["parameters"],
  );
  return { inputSchema: parameters, inputExamples };
}
