/**
 * True for a provider-executed tool (web search, code execution): the provider
 * runs it, so it is not ToolForm's to judge and passes through untouched.
 *
 * @example
 * isProviderTool({ type: "provider", id: "openai.web_search", args: {} }); // true
 */
export function isProviderTool(tool: unknown): boolean {
  const type: unknown = (tool as { type?: unknown } | null)?.type;
  // "provider" since ai 6, "provider-defined" in ai 5.
  return type === "provider" || type === "provider-defined";
}
