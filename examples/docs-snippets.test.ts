// Every ```ts block in docs/ is a complete module: this suite runs each one
// against the sources and checks the values its comments promise
// (`console.log(x); // 42`). A block marked ```ts no-run is shown, not run
// (it needs a model or an API key).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const docs = fileURLToPath(new URL("../docs/", import.meta.url));
const scratch = fileURLToPath(new URL("./.docs-snippets/", import.meta.url));
const policyFile = fileURLToPath(new URL("./toolform.policy.json", import.meta.url));

interface Snippet {
  readonly page: string;
  readonly line: number;
  readonly code: string;
}

function snippets(): Snippet[] {
  const found: Snippet[] = [];
  for (const page of readdirSync(docs).filter((f) => f.endsWith(".md"))) {
    const lines = readFileSync(docs + page, "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      const fence = /^(`{3,})ts$/.exec(lines[i]!.trim())?.[1];
      if (fence === undefined) continue;
      const start = i + 1;
      while (i + 1 < lines.length && lines[++i]!.trim() !== fence);
      found.push({ page, line: start, code: lines.slice(start, i).join("\n") });
    }
  }
  return found;
}

/** `console.log(expr); // literal` becomes a check that `expr` equals the literal. */
function instrument(code: string): string {
  const checked = code.replace(
    /^(\s*)console\.log\((.+)\);\s*\/\/\s*(.+)$/gm,
    (whole, indent: string, expr: string, comment: string) => {
      const literal = parseLiteral(comment.trim());
      return literal === undefined
        ? whole
        : `${indent}__check(${expr}, ${JSON.stringify(literal.value)}, ${JSON.stringify(expr)});`;
    },
  );
  const silenced = checked.replace(/\bconsole\.log\(/g, "__log(");
  return [
    "const __log = (..._args: unknown[]) => {};",
    "const __failures: string[] = [];",
    `const __check = (actual: unknown, expected: unknown, what: string) => { if (!(${isDeepStrictEqual.name})(JSON.parse(JSON.stringify(actual ?? null)), expected)) __failures.push(what + " = " + JSON.stringify(actual) + ", docs say " + JSON.stringify(expected)); };`,
    `import { isDeepStrictEqual } from "node:util";`,
    silenced.replaceAll('"./toolform.policy.json"', JSON.stringify(policyFile)),
    "export { __failures };",
  ].join("\n");
}

function parseLiteral(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    // JS object and array literals (unquoted keys): evaluate our own docs' literal.
    if (!/^[[{]/.test(text)) return undefined;
    try {
      return { value: JSON.parse(JSON.stringify(new Function(`return (${text});`)())) };
    } catch {
      return undefined;
    }
  }
}

describe("docs examples", () => {
  mkdirSync(scratch, { recursive: true });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const all = snippets();

  it("finds examples on every concept page", () => {
    expect(new Set(all.map((s) => s.page)).size).toBeGreaterThanOrEqual(8);
  });

  for (const [index, snippet] of all.entries()) {
    it(`${snippet.page}:${snippet.line} runs and prints what the page says`, async () => {
      const file = `${scratch}snippet-${index}.ts`;
      writeFileSync(file, instrument(snippet.code));
      const module = (await import(file)) as { __failures: string[] };
      expect(module.__failures).toEqual([]);
    });
  }
});
