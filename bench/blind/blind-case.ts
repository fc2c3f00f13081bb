// Shape of a blind-set case and the small helpers used to build obfuscated
// texts deterministically (so the data files stay readable: a reviewer sees
// `tags("…")`, not a run of invisible code points).
import { Buffer } from "node:buffer";

export type BlindChannel = "description" | "argument" | "tool_output" | "text";
export type BlindCategory =
  | "forced_tool_use"
  | "instruction_override"
  | "role_spoof"
  | "exfiltration"
  | "concealment"
  | "hidden_text"
  | "encoded_payload";

/**
 * One labelled case. `category` is present on injections only and names the
 * dominant technique as the author saw it (obfuscation wins over content: a
 * base64-wrapped override is `encoded_payload`).
 *
 * @example
 * const c: BlindCase = { id: "bt-01", channel: "text", label: "benign", text: "Ignore case.", note: "grep flag" };
 */
export interface BlindCase {
  readonly id: string;
  readonly channel: BlindChannel;
  readonly label: "benign" | "injection";
  readonly category?: BlindCategory;
  readonly text: string;
  readonly note: string;
}

/**
 * Benign rows `[text, note]` numbered `${prefix}-01`, `${prefix}-02`, … in order.
 *
 * @example
 * benign("bt", "text", [["Ignore case when matching.", "regex flag"]]);
 */
export function benign(
  prefix: string,
  channel: BlindChannel,
  rows: readonly (readonly [string, string])[],
): BlindCase[] {
  return rows.map(([text, note], i) => ({
    id: `${prefix}-${String(i + 1).padStart(2, "0")}`,
    channel,
    label: "benign",
    text,
    note,
  }));
}

/**
 * Injection rows `[category, text, note]` numbered like {@link benign}.
 *
 * @example
 * attacks("at", "text", [["concealment", "Do not tell the user.", "bare"]]);
 */
export function attacks(
  prefix: string,
  channel: BlindChannel,
  rows: readonly (readonly [BlindCategory, string, string])[],
): BlindCase[] {
  return rows.map(([category, text, note], i) => ({
    id: `${prefix}-${String(i + 1).padStart(2, "0")}`,
    channel,
    label: "injection",
    category,
    text,
    note,
  }));
}

/**
 * A tool call as the argument channel records it: `{"tool", "arguments"}` JSON.
 *
 * @example
 * call("search", { q: "cats" }); // '{"tool":"search","arguments":{"q":"cats"}}'
 */
export const call = (tool: string, args: { readonly [key: string]: unknown }): string =>
  JSON.stringify({ tool, arguments: args });

/**
 * Unicode tag characters (U+E0000 + ASCII): invisible in most renderers.
 *
 * @example
 * tags("hi").length; // 4 (two surrogate pairs)
 */
export const tags = (s: string): string =>
  [...s].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join("");

/**
 * Zero-width space between every character.
 *
 * @example
 * zw("ab"); // "a\u200bb"
 */
export const zw = (s: string): string => [...s].join("\u200b");

/**
 * Base64 of the UTF-8 bytes.
 *
 * @example
 * b64("hi"); // "aGk="
 */
export const b64 = (s: string): string => Buffer.from(s, "utf8").toString("base64");

/**
 * Lower-case hex of the UTF-8 bytes.
 *
 * @example
 * hex("hi"); // "6869"
 */
export const hex = (s: string): string => Buffer.from(s, "utf8").toString("hex");

/**
 * Every byte percent-encoded (`%69%67…`), not just the reserved ones.
 *
 * @example
 * pct("hi"); // "%68%69"
 */
export const pct = (s: string): string =>
  [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/**
 * Every character as a decimal HTML entity.
 *
 * @example
 * entities("hi"); // "&#104;&#105;"
 */
export const entities = (s: string): string => [...s].map((c) => `&#${c.codePointAt(0)};`).join("");

/**
 * Letters separated by single spaces, words by three.
 *
 * @example
 * spaced("ab cd"); // "a b   c d"
 */
export const spaced = (s: string): string =>
  s
    .split(" ")
    .map((w) => [...w].join(" "))
    .join("   ");

const cyrillic: { readonly [latin: string]: string } = {
  a: "\u0430",
  c: "\u0441",
  e: "\u0435",
  i: "\u0456",
  o: "\u043e",
  p: "\u0440",
  s: "\u0455",
  x: "\u0445",
  y: "\u0443",
  A: "\u0410",
  I: "\u0406",
};

/**
 * Latin letters that have a Cyrillic look-alike swapped for it.
 *
 * @example
 * homoglyph("ape"); // "\u0430\u0440\u0435"
 */
export const homoglyph = (s: string): string => [...s].map((c) => cyrillic[c] ?? c).join("");

/**
 * The text reversed by code point, for right-to-left-override tricks.
 *
 * @example
 * reversed("abc"); // "cba"
 */
export const reversed = (s: string): string => [...s].reverse().join("");

/**
 * ROT13 of the Latin letters, the rest left as it is.
 *
 * @example
 * rot13("Ignore"); // "Vtaber"
 */
export const rot13 = (s: string): string =>
  s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** `[label, text, note]`: label is `"benign"` or the injection's category. */
export type BlindRow = readonly ["benign" | BlindCategory, string, string];

const channelLetters: { readonly [C in BlindChannel]: string } = {
  description: "d",
  argument: "a",
  tool_output: "o",
  text: "t",
};

/**
 * Turns a channel's rows into cases numbered `<prefix>-<letter>-01`, `-02`, …
 * in the order written (the row format of sets 2 and 11).
 *
 * @example
 * numberedRows("b2", "text", [["benign", "Ignore case when matching.", "grep flag"]])[0]?.id; // "b2-t-01"
 */
export function numberedRows(
  prefix: string,
  channel: BlindChannel,
  rows: readonly BlindRow[],
): BlindCase[] {
  return rows.map(([label, text, note], i) => {
    const id = `${prefix}-${channelLetters[channel]}-${String(i + 1).padStart(2, "0")}`;
    return label === "benign"
      ? { id, channel, label: "benign", text, note }
      : { id, channel, label: "injection", category: label, text, note };
  });
}
