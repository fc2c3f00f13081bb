/**
 * The lower-case words of a key or a tool's name, split at case changes and
 * at anything not a letter or a digit: what a field or a tool is named for.
 *
 * @example
 * nameWords("issue_body"); // ["issue", "body"]
 * nameWords("slack.postMessage"); // ["slack", "post", "message"]
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
