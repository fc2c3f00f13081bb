import { renderToolFailure, toolFailureMessage } from "@toolform/core";

/**
 * The part of an error that is safe to show a model, read through LangChain's
 * wrapping: the core's `toolFailureMessage` (the first line, file paths
 * replaced by `<path>`, bounded in length), the same words every framework
 * sends. Never the stack, never the error's class chain.
 *
 * @example
 * safeErrorText(new Error("ENOENT: open '/srv/app/secret.txt'")); // "ENOENT: open '<path>'"
 */
export function safeErrorText(error: unknown): string {
  const raw = messageOf(unwrap(error));
  // LangChain's own schema check: keep its issue lines (they name paths and types, not values).
  const lines = raw.startsWith(SCHEMA_MISMATCH)
    ? raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [raw.split(/\r?\n/, 1)[0] ?? ""];
  return toolFailureMessage(lines.join("; "));
}

const SCHEMA_MISMATCH = "Received tool input did not match expected schema";

// langchain's ToolInvocationError embeds the raw arguments and the inner stack in its
// message; the inner error (`toolError`) is the part worth reading.
function unwrap(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 4; depth++) {
    if (typeof current !== "object" || current === null || !("toolError" in current)) break;
    current = (current as { toolError: unknown }).toolError;
  }
  return current;
}

function messageOf(error: unknown): string {
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    return String((error as { message: unknown }).message);
  }
  return "unknown error";
}

/**
 * The text a model reads when a tool threw: the core's tool-failure feedback
 * (`{"ok":false,"error":"tool failed",…}`, as the call loop sends it), so it
 * says on its own that the call failed (providers drop a ToolMessage's
 * `status`). LangChain's wrapping is read through first (`safeErrorText`).
 *
 * @example
 * toolFailedText("read_file", new Error("disk full")); // '{"ok":false,"error":"tool failed","tool":"read_file","message":"disk full"}'
 */
export function toolFailedText(tool: string, error: unknown): string {
  return renderToolFailure(safeErrorText(error), { tool });
}
