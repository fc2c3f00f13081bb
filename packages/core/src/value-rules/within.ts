import type { ValueRule } from "../policy-types.js";
import { showValue } from "./show-value.js";

function decodeFully(text: string): string | undefined {
  // Decode until stable (bounded), so `%252e%252e` cannot survive as a later `..`.
  let current = text;
  for (let round = 0; round < 4 && /%[0-9a-f]{2}/i.test(current); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return undefined;
    }
  }
  return current;
}

/**
 * Resolves a path the way POSIX does, without touching a file system: backslashes
 * become `/`, percent-encoding is decoded, `.`/`..`/`//` are folded, and a Windows
 * drive `C:` becomes the root segment `/c:`. `undefined` for NUL bytes, bad encoding
 * or `~` (which a shell would expand).
 *
 * @example
 * normalisePath("/srv/data/../../etc/passwd"); // "/etc/passwd"
 */
export function normalisePath(path: string): string | undefined {
  const decoded = decodeFully(path);
  if (decoded === undefined || decoded.includes("\0") || decoded.startsWith("~")) return undefined;
  let text = decoded.replace(/\\/g, "/");
  const drive = /^([a-z]):(\/|$)/i.exec(text);
  if (drive) text = `/${drive[1]!.toLowerCase()}:/${text.slice(drive[0].length)}`;
  const absolute = text.startsWith("/");
  const stack: string[] = [];
  for (const segment of text.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (stack.length > 0 && stack[stack.length - 1] !== "..") stack.pop();
      else if (!absolute) stack.push("..");
    } else stack.push(segment);
  }
  return (absolute ? "/" : "") + stack.join("/");
}

function isUnder(candidate: string, root: string): boolean {
  return candidate === root || candidate.startsWith(root === "/" ? "/" : `${root}/`);
}

/**
 * `within`: the path must stay under one of the roots after resolution. A relative
 * path is resolved against each root, so `reports/../../etc` escapes and is rejected.
 *
 * @example
 * checkWithin("/srv/data/%2e%2e/secrets", { within: ["/srv/data"] }, "file");
 * // 'file: "/srv/data/%2e%2e/secrets" is outside the allowed folders; use a path under /srv/data'
 */
export function checkWithin(value: unknown, rule: ValueRule, path: string): string | undefined {
  if (rule.within === undefined) return undefined;
  const allowed = rule.within.join(" or ");
  const violation = `${path}: ${showValue(value)} is outside the allowed folders; use a path under ${allowed}`;
  if (typeof value !== "string" || value.trim() === "" || normalisePath(value) === undefined) {
    return violation;
  }
  const inside = rule.within.some((rootText) => {
    const root = normalisePath(rootText);
    if (root === undefined || !root.startsWith("/")) return false;
    const candidate = normalisePath(/^([a-z]:)?[\\/]/i.test(value) ? value : `${root}/${value}`);
    return candidate?.startsWith("/") === true && isUnder(candidate, root);
  });
  return inside ? undefined : violation;
}
