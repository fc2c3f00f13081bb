type Json = { readonly [key: string]: unknown };

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const MAX_DEPTH = 8;

/**
 * The prose a provider payload carries beside its tool calls: an OpenAI
 * message's `content` (a string or `text` parts), the `message` of each of a
 * chat completion's `choices`, and the `text` blocks of an Anthropic message.
 * A reply given as a whole provider message would otherwise lose what the
 * model said when its call parts are cut out. Plain call objects have none.
 *
 * @example
 * extractMessageText({ role: "assistant", content: [{ type: "text", text: "Checking." }] });
 * // "Checking."
 */
export function extractMessageText(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return "";
  if (Array.isArray(value)) return join(value.map((item) => extractMessageText(item, depth + 1)));
  if (!isRecord(value)) return "";
  if (Array.isArray(value.choices)) {
    return join(
      value.choices.map((choice) =>
        isRecord(choice) ? extractMessageText(choice.message ?? choice.delta, depth + 1) : "",
      ),
    );
  }
  // Only a message (it has a role, or is an Anthropic `type: "message"`) says prose.
  if (typeof value.role !== "string" && value.type !== "message") return "";
  const content = value.content;
  if (typeof content === "string") return content.trim();
  if (!Array.isArray(content)) return "";
  return join(
    content.map((part) =>
      isRecord(part) &&
      (part.type === "text" || part.type === "output_text") &&
      typeof part.text === "string"
        ? part.text.trim()
        : "",
    ),
  );
}

function join(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
