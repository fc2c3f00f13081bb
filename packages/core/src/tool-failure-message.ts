import { scan } from "./scan.js";

// File URLs, and absolute or relative paths of two segments or more (POSIX or Windows).
const pathLike =
  /file:\/\/[^\s'"`]+|(?:[A-Za-z]:)?(?:[\\/][\w.@~+-]+){2,}[\\/]?(?::\d+(?::\d+)?)?/g;

/**
 * What the model may read about an executor's error: the first line of its message,
 * file paths replaced, cut short. Never a stack trace.
 *
 * @example
 * toolFailureMessage(new Error("ENOENT: no such file '/home/app/data/x.json'\n    at open")); // "ENOENT: no such file '<path>'"
 */
export function toolFailureMessage(error: unknown): string {
  let text: string;
  if (error instanceof Error) text = error.message;
  else if (typeof error === "string") text = error;
  else text = "the tool threw a non-error value";
  const line = (text.split(/\r?\n/)[0] ?? "").replace(pathLike, "<path>").trim();
  if (line === "") return "the tool failed without a message";
  // The model reads this text as a tool result: an error that carries orders
  // (an upstream "400: Ignore all previous instructions ...") is withheld.
  if (scan(line, { channel: "tool_output" }).blocked) {
    return "the tool failed; its error message was withheld because it contained text that reads as instructions";
  }
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
