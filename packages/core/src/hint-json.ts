import { expectedTypes, expectedValues, typeList } from "./hint-phrases.js";
import { isPlainIdentifier } from "./safe-text.js";
import type { CallFinding } from "./verdict.js";

// Most invalid calls have one finding. Its hint, written as JSON text piece by piece,
// is the bytes `JSON.stringify(buildInvalidHint([finding], …))` gives, without joining
// the line, testing it for whitespace to collapse and escaping it whole (three reads of
// a string built by concatenation, which V8 first copies flat). Anything this file does
// not know to be plain goes back to that path, so the bytes never differ.

// What the hint's line would collapse or the JSON would have to escape pairwise: \s
// other than a single space (ODD_SPACE in build-hint.ts) and any surrogate (a lone one
// is escaped, a pair is not, and pieces could pair across a boundary).
function unfit(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff ||
    (c >= 0xd800 && c <= 0xdfff)
  );
}

// A model- or schema-written piece of the line, as it reads inside the JSON string, or
// undefined when the line would change around it: empty (the literal spaces either side
// would meet), led or ended by a space (likewise), or holding whitespace the hint
// collapses. Our literals hold single spaces only, so such pieces give a line with
// nothing to collapse, and each piece escapes on its own as it would in the line.
function piece(text: string): string | undefined {
  const n = text.length;
  if (n === 0 || text.charCodeAt(0) === 32 || text.charCodeAt(n - 1) === 32) return undefined;
  let escaped = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 32) {
      if (c >= 9 && c <= 13) return undefined;
      escaped = true;
    } else if (c === 32) {
      if (text.charCodeAt(i + 1) === 32) return undefined;
    } else if (c === 34 || c === 92) escaped = true;
    else if (c >= 0xa0 && unfit(c)) return undefined;
  }
  return escaped ? JSON.stringify(text).slice(1, -1) : text;
}

// The line ends with a full stop, added unless its last piece brings one.
const stop = (last: string): string => (last.charCodeAt(last.length - 1) === 46 ? '"' : '."');

const prefixes = new WeakMap<readonly string[], string>();

// `"Call one of the declared tools: a, b (` for the names fit to offer (plain
// identifiers, at most 20, as the hint lists them), kept per frozen list (the guard's
// own, one per toolset). Undefined for a list holding other than strings (kept as "").
function declaredPrefix(tools: readonly string[] | undefined): string | undefined {
  if (tools === undefined) return '"Call one of the declared tools (';
  // Looked up before asking whether the list is frozen (a runtime call): a list kept
  // here was frozen, and stays so.
  if (!Object.isFrozen(tools)) return writePrefix(tools);
  let prefix = prefixes.get(tools);
  if (prefix === undefined) {
    prefix = writePrefix(tools) ?? "";
    prefixes.set(tools, prefix);
  }
  return prefix === "" ? undefined : prefix;
}

function writePrefix(tools: readonly string[]): string | undefined {
  // `filter`, as the hint's own path does: it skips holes.
  const offered = tools.filter(isPlainIdentifier);
  const n = Math.min(offered.length, 20);
  let list = "";
  for (let i = 0; i < n; i++) {
    const name: unknown = offered[i];
    // A plain identifier needs no escape; anything else the hint's path writes its way.
    if (typeof name !== "string") return undefined;
    list += `${i === 0 ? ": " : ", "}${name}`;
  }
  return `"Call one of the declared tools${list} (`;
}

// An entry's path, ready to write, and its message; undefined when the hint's own
// path must read it.
function pathAndMessage(entry: string): [string, string] | undefined {
  // A finding built by hand may carry anything: the hint's own path reads it its way.
  if (typeof entry !== "string") return undefined;
  // Without ": " the hint reads an empty message, which `piece` would refuse anyway.
  const colon = entry.indexOf(": ");
  if (colon === -1) return undefined;
  const path = piece(entry.slice(0, colon));
  return path === undefined ? undefined : [path, entry.slice(colon + 2)];
}

function typeJson(entry: string): string | undefined {
  const read = pathAndMessage(entry);
  if (read === undefined) return undefined;
  const [path, message] = read;
  const length = expectedTypes(message);
  if (length !== -1) return `"Pass ${path} as ${typeList(message.slice(9, 9 + length))}."`;
  const said = piece(message);
  return said === undefined ? undefined : `"Fix ${path} (${said})."`;
}

function enumJson(entry: string): string | undefined {
  const read = pathAndMessage(entry);
  if (read === undefined) return undefined;
  const [path, message] = read;
  const allowed = expectedValues(message);
  if (allowed === undefined) {
    const said = piece(message);
    return said === undefined ? undefined : `"Fix ${path} (${said})."`;
  }
  const values = piece(allowed);
  return values === undefined ? undefined : `"Set ${path} to ${values}${stop(allowed)}`;
}

function pathJson(lead: string, path: string | undefined): string | undefined {
  if (typeof path !== "string") return undefined;
  const text = piece(path);
  return text === undefined ? undefined : `"${lead} ${text}${stop(path)}`;
}

/**
 * The hint for an invalid call with one finding, as JSON text: the same bytes as
 * `JSON.stringify(buildInvalidHint([finding], { tool, tools }))` with `tools` the declared
 * names fit to offer, or undefined when this finding needs that path (a code other than
 * an unknown tool, malformed arguments, a missing or unexpected argument, a type or enum
 * error; a piece with whitespace to collapse). `tool` is the safe tool name.
 *
 * @example
 * singleHintJson({ code: "missing_required_argument", path: "city", message: "city" }, "get_weather", undefined);
 * // '"Add city."'
 */
export function singleHintJson(
  finding: CallFinding,
  tool: string,
  tools: readonly string[] | undefined,
): string | undefined {
  switch (finding.code) {
    case "unknown_tool": {
      const prefix = declaredPrefix(tools);
      const name = piece(tool);
      return prefix === undefined || name === undefined
        ? undefined
        : `${prefix}${name} does not exist)."`;
    }
    case "malformed_arguments":
      return '"Write the arguments as one JSON object."';
    case "missing_required_argument":
      return pathJson("Add", finding.path);
    case "unexpected_argument":
      return pathJson("Remove", finding.path);
    case "argument_type_mismatch":
      return typeJson(finding.message);
    case "argument_enum_mismatch":
      return enumJson(finding.message);
    default:
      return undefined;
  }
}
