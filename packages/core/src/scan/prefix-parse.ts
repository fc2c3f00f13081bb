import { groupKind } from "./pattern-extent.js";

// The regex reader behind patternPrefixes: a pattern's source as a tree of
// alternatives, each a sequence of quantified nodes. Only what a start
// literal needs is kept (small character sets, boundaries, groups).

/**
 * One quantified node: a character (set: its characters when few, `null`
 * for a broad class; `word`: it only matches `\w` characters), a zero-width
 * assertion (`boundary` for `\b`), or a group of alternatives.
 *
 * @example
 * parsePrefixTree("\\bab?")[0]?.length; // 3
 */
export type PrefixNode =
  | {
      readonly kind: "chars";
      readonly set: readonly string[] | null;
      readonly word: boolean;
      min: number;
      max: number;
    }
  | { readonly kind: "zero"; readonly boundary: boolean; min: number; max: number }
  | { readonly kind: "group"; readonly branches: PrefixNode[][]; min: number; max: number };

// A set larger than this is a broad class (no literal is built from it).
const maxSet = 8;
// JavaScript's `\s`.
const jsSpace = /\s/;
const wordChar = /^\w$/;
const isWord = (ch: string): boolean => wordChar.test(ch);

/**
 * Reads a pattern's source; throws on what it cannot read (back-references,
 * unknown escapes), which makes the caller give up on literals.
 *
 * @example
 * parsePrefixTree("a|b").length; // 2
 */
export function parsePrefixTree(src: string): PrefixNode[][] {
  let i = 0;
  const alternation = (): PrefixNode[][] => {
    const alts: PrefixNode[][] = [sequenceOf()];
    while (src[i] === "|") {
      i++;
      alts.push(sequenceOf());
    }
    return alts;
  };
  const sequenceOf = (): PrefixNode[] => {
    const seq: PrefixNode[] = [];
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const node = atom();
      quantifier(node);
      seq.push(node);
    }
    return seq;
  };
  const quantifier = (node: PrefixNode): void => {
    const q = src[i];
    if (q === "?" || q === "*" || q === "+") {
      i++;
      node.min = q === "+" ? 1 : 0;
      node.max = q === "?" ? 1 : Number.POSITIVE_INFINITY;
    } else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return; // a literal "{"
      i += m[0].length;
      node.min = Number(m[1]);
      node.max =
        m[2] === undefined ? node.min : m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]);
    } else return;
    if (src[i] === "?") i++; // lazy: the same strings
  };
  const chars = (set: readonly string[] | null, word: boolean): PrefixNode => ({
    kind: "chars",
    set,
    word,
    min: 1,
    max: 1,
  });
  const atom = (): PrefixNode => {
    const ch = src[i] as string;
    if (ch === "(") {
      i++;
      const kind = groupKind(src, i);
      i += kind.length;
      const inner = alternation();
      if (src[i] !== ")") throw new Error("unbalanced");
      i++;
      // Lookarounds consume nothing: skipping them only adds candidates.
      if (kind === "?=" || kind === "?!" || kind === "?<=" || kind === "?<!")
        return { kind: "zero", boundary: false, min: 1, max: 1 };
      return { kind: "group", branches: inner, min: 1, max: 1 };
    }
    if (ch === "[") {
      const { set, word } = charClass();
      return chars(set, word);
    }
    if (ch === "\\") {
      const e = src[i + 1] as string;
      if (e === "b") {
        i += 2;
        return { kind: "zero", boundary: true, min: 1, max: 1 };
      }
      if (e === "B") {
        i += 2;
        return { kind: "zero", boundary: false, min: 1, max: 1 };
      }
      const c = readEscape(false);
      if (c === "space") return chars([" "], false);
      if (c === null || c === "word") return chars(null, c === "word");
      return chars([literal(c)], isWord(c));
    }
    i++;
    if (ch === "^" || ch === "$") return { kind: "zero", boundary: false, min: 1, max: 1 };
    if (ch === ".") return chars(null, false);
    return chars([literal(ch)], isWord(ch));
  };
  // One escape at `i` (a backslash): the raw character it stands for,
  // "space" for `\s`, "word" for `\w` or `\d`, or null for another broad class.
  const readEscape = (inClass: boolean): string | "space" | "word" | null => {
    const e = src[i + 1] as string;
    i += 2;
    if (/[1-9k]/.test(e)) throw new Error("back-reference");
    if (e === "s") return "space";
    if (e === "w" || e === "d") return "word";
    if (/[DWS]/.test(e)) return null;
    if (inClass && e === "b") return "\b";
    if (e === "x" || e === "u") {
      const n = e === "x" ? 2 : 4;
      const hex = src.slice(i, i + n);
      if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex)) throw new Error("escape");
      i += n;
      return String.fromCharCode(Number.parseInt(hex, 16));
    }
    const control: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v" };
    if (control[e] !== undefined) return control[e] as string;
    // Other letters and digits may mean something the reader does not know.
    if (/[a-zA-Z0-9]/.test(e)) throw new Error("escape");
    return e;
  };
  // A class at `i`: its characters when few (else null), and whether it
  // matches word characters only.
  const charClass = (): { set: string[] | null; word: boolean } => {
    i++;
    let negated = false;
    if (src[i] === "^") {
      negated = true;
      i++;
    }
    const members = new Set<string>();
    let broad = false;
    let word = !negated;
    while (i < src.length && src[i] !== "]") {
      const lo = src[i] === "\\" ? readEscape(true) : (src[i++] as string);
      if (lo === null || lo === "word") {
        broad = true;
        word &&= lo === "word";
        continue;
      }
      if (lo === "space") {
        members.add(" ");
        word = false;
        continue;
      }
      if (src[i] === "-" && i + 1 < src.length && src[i + 1] !== "]") {
        i++;
        const hi = src[i] === "\\" ? readEscape(true) : (src[i++] as string);
        if (hi === null || hi === "space" || hi === "word") throw new Error("range");
        const from = lo.charCodeAt(0);
        const to = hi.charCodeAt(0);
        for (let c = from; word && c <= to; c++) word = isWord(String.fromCharCode(c));
        if (to - from >= maxSet) broad = true;
        else for (let c = from; c <= to; c++) members.add(literal(String.fromCharCode(c)));
      } else {
        members.add(literal(lo));
        word &&= isWord(lo);
      }
    }
    if (src[i] !== "]") throw new Error("unclosed class");
    i++;
    if (negated || broad || members.size > maxSet) return { set: null, word };
    return { set: [...members], word };
  };
  const tree = alternation();
  if (i !== src.length) throw new Error("trailing");
  return tree;
}

// Whitespace reads as " " (any whitespace) in a prefix.
function literal(ch: string): string {
  return jsSpace.test(ch) ? " " : ch;
}
