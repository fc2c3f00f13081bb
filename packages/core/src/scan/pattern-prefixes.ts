import { groupKind } from "./pattern-extent.js";

/**
 * A literal every match of some branch of a pattern starts with. In `text` a
 * space stands for any whitespace character (`\s`). `boundary`: the pattern
 * puts `\b` right before it, so a match cannot start inside a word.
 *
 * @example
 * const prefix: PatternPrefix = { text: "ignore ", boundary: true };
 */
export interface PatternPrefix {
  readonly text: string;
  readonly boundary: boolean;
}

interface Item {
  s: string;
  open: boolean;
  b: boolean;
}

type Node =
  | { readonly kind: "chars"; readonly set: readonly string[] | null; min: number; max: number }
  | { readonly kind: "zero"; readonly boundary: boolean; min: number; max: number }
  | { readonly kind: "group"; readonly branches: Node[][]; min: number; max: number };

// Kept small: every prefix is a word of the candidate automaton, and a
// handful of characters already makes a start rare. Six (not eight) adds ~4 %
// candidates but keeps the automaton's premultiplied table in two-byte
// entries today (~120 KB instead of ~320 KB): its walk over a text is bound
// by the CPU cache.
const maxItems = 96;
const maxLength = 6;
const maxSet = 8;
// JavaScript's `\s`.
const jsSpace = /\s/;

/**
 * The literals a match of `pattern` can start with, read from its source, or
 * `undefined` when some match may start with something that is not a short
 * literal (a broad class, `.`, a back-reference). Sound by construction: every
 * step may only stop a literal early (a shorter prefix still starts the
 * match), so each match starts with one of them; lookarounds and assertions
 * are skipped, which only adds candidates. Derived per rule at load, so rules
 * edited or added elsewhere get theirs without anything maintained by hand.
 *
 * @example
 * patternPrefixes(/\b(?:do\s{1,4}not|never)\s{1,4}ask/g);
 * // [{ text: "do ", boundary: true }, { text: "never ", boundary: true }]
 */
export function patternPrefixes(pattern: RegExp): readonly PatternPrefix[] | undefined {
  // Flags that change what a character or class means are not read here.
  if (/[^gy]/.test(pattern.flags)) return undefined;
  let tree: Node[][];
  try {
    tree = parse(pattern.source);
  } catch {
    return undefined;
  }
  const items = shrink(branches(tree, [{ s: "", open: true, b: false }]));
  if (items.some((it) => it.s === "")) return undefined;
  // A prefix of another (at least as loose on the boundary) finds all its starts.
  const sorted = [...items].sort((x, y) => x.s.length - y.s.length);
  const kept: Item[] = [];
  for (const it of sorted) {
    if (kept.some((k) => it.s.startsWith(k.s) && (!k.b || it.b))) continue;
    kept.push(it);
  }
  return kept.map((k) => ({ text: k.s, boundary: k.b }));
}

function branches(alts: readonly Node[][], items: Item[]): Item[] {
  const out: Item[] = [];
  for (const seq of alts) out.push(...sequence(seq, items));
  return dedup(out);
}

function sequence(seq: readonly Node[], items: Item[]): Item[] {
  let cur = items;
  for (const node of seq) {
    if (!cur.some((it) => it.open)) return cur;
    cur = quantified(node, cur);
  }
  return cur;
}

function quantified(node: Node, items: Item[]): Item[] {
  if (node.max === 0) return items;
  let once = one(node, items);
  // A repeat may go on past one occurrence: stop each literal there.
  if (node.max > 1) once = once.map((it) => (it.open ? { ...it, open: false } : it));
  return shrink(node.min === 0 ? dedup([...items, ...once]) : once);
}

function one(node: Node, items: Item[]): Item[] {
  if (node.kind === "zero") {
    if (!node.boundary) return items;
    return items.map((it) => (it.open && it.s === "" ? { ...it, b: true } : it));
  }
  if (node.kind === "group") return branches(node.branches, items);
  const out: Item[] = [];
  for (const it of items) {
    if (!it.open) out.push(it);
    else if (node.set === null || it.s.length >= maxLength) out.push({ ...it, open: false });
    else for (const ch of node.set) out.push({ s: it.s + ch, open: true, b: it.b });
  }
  return shrink(dedup(out));
}

function dedup(items: Item[]): Item[] {
  if (items.length < 2) return items;
  // Per literal, a bit for each (open, boundary) pair seen: no key string to
  // build per item (this runs for every node of every pattern at setup).
  const seen = new Map<string, number>();
  const out: Item[] = [];
  for (const it of items) {
    const bit = 1 << ((it.open ? 2 : 0) + (it.b ? 1 : 0));
    const bits = seen.get(it.s) ?? 0;
    if ((bits & bit) !== 0) continue;
    seen.set(it.s, bits | bit);
    out.push(it);
  }
  return out;
}

// Too many literals: cut them all shorter until few enough remain.
function shrink(items: Item[]): Item[] {
  if (items.length <= maxItems) return items;
  for (let k = maxLength; k >= 1; k--) {
    const cut = dedup(
      items.map((it) => (it.s.length > k ? { s: it.s.slice(0, k), open: false, b: it.b } : it)),
    );
    if (cut.length <= maxItems) return cut;
  }
  return [{ s: "", open: false, b: false }];
}

function parse(src: string): Node[][] {
  let i = 0;
  const alternation = (): Node[][] => {
    const alts: Node[][] = [sequenceOf()];
    while (src[i] === "|") {
      i++;
      alts.push(sequenceOf());
    }
    return alts;
  };
  const sequenceOf = (): Node[] => {
    const seq: Node[] = [];
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      const node = atom();
      quantifier(node);
      seq.push(node);
    }
    return seq;
  };
  const quantifier = (node: Node): void => {
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
  const chars = (set: readonly string[] | null): Node => ({ kind: "chars", set, min: 1, max: 1 });
  const atom = (): Node => {
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
    if (ch === "[") return chars(charClass());
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
      const c = escapedChar();
      return chars(c === null ? null : [c]);
    }
    i++;
    if (ch === "^" || ch === "$") return { kind: "zero", boundary: false, min: 1, max: 1 };
    if (ch === ".") return chars(null);
    return chars([literal(ch)]);
  };
  // One escape at `i` (a backslash): the raw character it stands for,
  // "space" for `\s`, or null for a broad class.
  const readEscape = (inClass: boolean): string | "space" | null => {
    const e = src[i + 1] as string;
    i += 2;
    if (/[1-9k]/.test(e)) throw new Error("back-reference");
    if (e === "s") return "space";
    if (/[dDwWS]/.test(e)) return null;
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
  const escapedChar = (): string | null => {
    const c = readEscape(false);
    return c === "space" ? " " : c === null ? null : literal(c);
  };
  // A class at `i`: its characters when few, else null.
  const charClass = (): string[] | null => {
    i++;
    let negated = false;
    if (src[i] === "^") {
      negated = true;
      i++;
    }
    const members = new Set<string>();
    let broad = false;
    while (i < src.length && src[i] !== "]") {
      const lo = src[i] === "\\" ? readEscape(true) : (src[i++] as string);
      if (lo === null) {
        broad = true;
        continue;
      }
      if (lo === "space") {
        members.add(" ");
        continue;
      }
      if (src[i] === "-" && i + 1 < src.length && src[i + 1] !== "]") {
        i++;
        const hi = src[i] === "\\" ? readEscape(true) : (src[i++] as string);
        if (hi === null || hi === "space") throw new Error("range");
        const from = lo.charCodeAt(0);
        const to = hi.charCodeAt(0);
        if (to - from >= maxSet) broad = true;
        else for (let c = from; c <= to; c++) members.add(literal(String.fromCharCode(c)));
      } else members.add(literal(lo));
    }
    if (src[i] !== "]") throw new Error("unclosed class");
    i++;
    if (negated || broad || members.size > maxSet) return null;
    return [...members];
  };
  const tree = alternation();
  if (i !== src.length) throw new Error("trailing");
  return tree;
}

// Whitespace reads as " " (any whitespace) in a prefix.
function literal(ch: string): string {
  return jsSpace.test(ch) ? " " : ch;
}
