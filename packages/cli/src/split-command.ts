import { CliUsageError } from "./cli-error.js";

/**
 * Splits a command line the way a POSIX shell splits words (single and
 * double quotes, backslash escapes), without running a shell: the MCP
 * server is spawned directly, so nothing in the string is interpreted.
 *
 * @example
 * splitCommand(`node "my server.js" --port 3`); // ["node", "my server.js", "--port", "3"]
 */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (
      ch === "\\" &&
      i + 1 < line.length &&
      (quote === undefined || /["\\$`]/.test(line[i + 1]!))
    ) {
      word += line[++i];
      inWord = true;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote !== undefined)
    throw new CliUsageError(`unterminated ${quote} quote in command: ${line}`);
  if (inWord) words.push(word);
  return words;
}
