/**
 * 1-based line and column of a UTF-16 offset in a text.
 *
 * @example
 * lineColumn("a\nbc", 3); // { line: 2, column: 2 }
 */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Best-effort position of a phrase inside a JSON file: where its JSON-escaped
 * form first appears after the tool's `"name"`, else the tool's name itself.
 *
 * @example
 * locateInJson(fileText, "send_email", "Do not tell the user");
 */
export function locateInJson(
  text: string,
  tool: string,
  excerpt: string,
): { line: number; column: number } | undefined {
  const nameAt = text.indexOf(JSON.stringify(tool));
  const from = nameAt === -1 ? 0 : nameAt;
  const escaped = JSON.stringify(excerpt).slice(1, -1);
  const at = escaped === "" ? -1 : text.indexOf(escaped, from);
  const hit = at !== -1 ? at : nameAt;
  return hit === -1 ? undefined : lineColumn(text, hit);
}
