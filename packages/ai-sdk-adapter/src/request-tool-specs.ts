import type { ToolSpec } from "@toolform/core";

/** A tool as a request to the model carries it (the same in ai 5, 6 and 7). */
export interface RequestTool {
  readonly type: string;
  readonly name: string;
  readonly description?: string;
  readonly inputSchema?: unknown;
  /** Example calls sent to providers that take them (ai 6 and 7). */
  readonly inputExamples?: unknown;
}

/**
 * The function tools of a model request as ToolSpecs; provider tools are not
 * ToolForm's to judge and are left out.
 *
 * @example
 * requestToolSpecs(params.tools); // [{ name: "weather", parameters: {...} }]
 */
export function requestToolSpecs(tools: readonly RequestTool[] | undefined): ToolSpec[] {
  const specs: ToolSpec[] = [];
  for (const tool of tools ?? []) {
    if (tool.type !== "function") continue;
    const parameters = (tool.inputSchema ?? {}) as ToolSpec["parameters"];
    specs.push(
      tool.description === undefined
        ? { name: tool.name, parameters }
        : { name: tool.name, description: tool.description, parameters },
    );
  }
  return specs;
}
