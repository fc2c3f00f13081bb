import { safeToolName } from "./safe-text.js";
import { toolFailureMessage } from "./tool-failure-message.js";

/**
 * The text a model reads when a tool's executor threw: JSON that says on its own that
 * the call failed (providers drop a tool message's error status), with the error's
 * first line, paths replaced, never a stack. The call loop and every adapter send it,
 * so a failing tool reads the same in every framework.
 *
 * @example
 * renderToolFailure(new Error("disk full"), { tool: "read_file" });
 * // '{"ok":false,"error":"tool failed","tool":"read_file","message":"disk full"}'
 */
export function renderToolFailure(error: unknown, options?: { readonly tool?: string }): string {
  const tool = options?.tool;
  return JSON.stringify({
    ok: false,
    error: "tool failed",
    ...(tool === undefined ? {} : { tool: safeToolName(tool) }),
    message: toolFailureMessage(error),
  });
}
