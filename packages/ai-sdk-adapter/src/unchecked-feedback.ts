/**
 * What the model reads when ToolForm could not judge something (the guard
 * threw): fixed text, so no error message, stack or path reaches it.
 *
 * @example
 * return { kind: "refuse", feedback: uncheckedFeedback };
 */
export const uncheckedFeedback =
  '{"ok":false,"error":"call not checked","hint":"ToolForm could not check this call, so it was not run. Try again or answer without the tool."}';

/**
 * The same for a tool output that could not be checked: it is withheld.
 *
 * @example
 * const output = uncheckedOutput("fetch_page");
 */
export function uncheckedOutput(tool: string): string {
  return `[toolform] The output of ${/^[\w.\-$@]{1,64}$/.test(tool) ? tool : "this tool"} was withheld: it could not be checked.`;
}
