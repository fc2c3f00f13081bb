// An argument case written as a call (`{"tool", "arguments"}`, or BFCL's
// `{"arguments"}`): its arguments, read as the guard reads a call.

/**
 * The arguments of an argument record written as a call, or `undefined` for
 * anything else (one string value, raw argument text). The guard's semantic
 * pass reads a call's string values joined by newlines, so training reads
 * the same, not the JSON with its keys; the rules scan the call whole, so a
 * value is read beside the others (a credential in one, its destination in
 * another).
 *
 * @example
 * callArguments('{"tool":"send_email","arguments":{"to":"a@b.example"}}'); // { to: "a@b.example" }
 * callArguments("plain text"); // undefined
 */
export function callArguments(raw: string): { [key: string]: unknown } | undefined {
  return readCall(raw)?.arguments;
}

/**
 * An argument record written as a call: its arguments, and the options to
 * scan them with (the tool's name, when the record gives one, as the guard
 * passes it). `undefined` for anything else.
 *
 * @example
 * readCall('{"tool":"post_tweet","arguments":{"text":"hi"}}')?.options; // { tool: "post_tweet" }
 */
export function readCall(
  raw: string,
): { arguments: { [key: string]: unknown }; options: { tool?: string } } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const call = parsed as { arguments?: unknown; tool?: unknown } | null;
  const args = call?.arguments;
  if (typeof args !== "object" || args === null || Array.isArray(args)) return undefined;
  const tool = call?.tool;
  return {
    arguments: args as { [key: string]: unknown },
    options: typeof tool === "string" ? { tool } : {},
  };
}
