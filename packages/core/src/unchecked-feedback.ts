import { safeToolName } from "./safe-text.js";

/**
 * The feedback for a call ToolForm could not judge (the guard itself threw): the call
 * is not run (fail closed), and the model reads fixed text, so no error message,
 * stack or path reaches it.
 *
 * @example
 * renderUncheckedFeedback("send_email");
 * // '{"ok":false,"error":"call not checked","tool":"send_email","hint":"The call was not run because it could not be checked. …"}'
 */
export function renderUncheckedFeedback(tool?: string): string {
  return JSON.stringify({
    ok: false,
    error: "call not checked",
    ...(tool === undefined ? {} : { tool: safeToolName(tool) }),
    hint: "The call was not run because it could not be checked. Try again, or answer without this tool.",
  });
}

/**
 * What the model reads in place of a tool output that was withheld: by default one
 * that could not be checked (the output check threw: fail closed); `why` gives
 * another reason. The tool is named only when it is a plain identifier.
 *
 * @example
 * renderWithheldOutput("fetch_page"); // "[toolform] The output of fetch_page was withheld: it could not be checked."
 */
export function renderWithheldOutput(tool: string, why = "it could not be checked."): string {
  const name = safeToolName(tool);
  return `[toolform] The output of ${name === "(unnamed tool)" ? "this tool" : name} was withheld: ${why}`;
}
