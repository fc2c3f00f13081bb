import { type PrefixNode as Node, parsePrefixTree } from "./prefix-parse.js";

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
  /**
   * Set when the literal is not at the start: the match starts where the
   * run of word characters just before the literal starts (1 to `run` of
   * them, with `\b` before the run). `\bx[a-z0-9]{1,20}_token` finds
   * `_token`, then walks back to the run's start: one start per occurrence.
   */
  readonly run?: number;
}

// A literal being read. `run` >= 0: it follows a run of up to `run` word
// characters that the match starts with (a word run); a run item with an
// empty `s` has no literal yet.
interface Item {
  s: string;
  open: boolean;
  b: boolean;
  run: number;
}

// Kept small: every prefix is a word of the candidate automaton, and a
// handful of characters already makes a start rare. Five (not eight) keeps
// the automaton's premultiplied table in two-byte entries (its walk over a
// text is bound by the CPU cache) without folding characters common in prose
// into the shared class (literal-classes.ts): at six, 2,726 trie states left
// room for four more before "." was folded too, and one rule more slowed a
// prose MB from ~46 to ~72 ms. At five, 2,107 states fold only symbols,
// digits and "zqx", for the same speed today.
const maxItems = 96;
const maxLength = 5;
// A repeated group inside a word run (`(?:_[a-z0-9]{1,20}){0,3}`) is read
// once per repetition, up to this many.
const maxUnroll = 4;
const wordOnly = /^\w+$/;

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
  let items: Item[];
  try {
    items = shrink(
      branches(parsePrefixTree(pattern.source), [{ s: "", open: true, b: false, run: -1 }]),
    );
  } catch {
    return undefined;
  }
  if (items.some((it) => it.s === "")) return undefined;
  // A prefix of another (at least as loose on the boundary) finds all its starts.
  // Shorter first; of equal ones, the longest word run first.
  const sorted = [...items].sort((x, y) => x.s.length - y.s.length || y.run - x.run);
  const kept: Item[] = [];
  for (const it of sorted) {
    if (kept.some((k) => it.s.startsWith(k.s) && covers(k, it))) continue;
    kept.push(it);
  }
  return kept.map((k) =>
    k.run < 0 ? { text: k.s, boundary: k.b } : { text: k.s, boundary: false, run: k.run },
  );
}

function branches(alts: readonly Node[][], items: Item[]): Item[] {
  const out: Item[] = [];
  for (const seq of alts) out.push(...sequence(seq, items));
  return dedup(out);
}

// Thrown once some branch can start a match without a literal: nothing
// drops a closed literal later, so the answer is `undefined` already (the
// two rules it spares the rest of the reading took ~180 ms of the first scan).
const noLiteral = new Error("a match may start without a literal");

function sequence(seq: readonly Node[], items: Item[]): Item[] {
  let cur = items;
  for (const node of seq) {
    if (!cur.some((it) => it.open)) return cur;
    cur = quantified(node, cur);
    if (cur.some((it) => !it.open && it.s === "")) throw noLiteral;
  }
  return cur;
}

// Whether literal `k`, a prefix of `it`'s, finds every start `it` finds.
function covers(k: Item, it: Item): boolean {
  if (k.run < 0) return it.run < 0 && (!k.b || it.b);
  return it.run >= 0 && k.run >= it.run;
}

function quantified(node: Node, items: Item[]): Item[] {
  if (node.max === 0) return items;
  const out: Item[] = [];
  let rest: Item[] = [];
  for (const it of items) {
    const run = wordRun(node, it);
    if (run === undefined) rest.push(it);
    else out.push(run, ...(node.min === 0 ? [it] : []));
  }
  if (node.kind === "group" && node.max > 1 && node.max <= maxUnroll) {
    out.push(...unrolled(node, rest.filter(bare)));
    rest = rest.filter((it) => !bare(it));
  }
  if (rest.length > 0) {
    let once = one(node, rest);
    // A repeat may go on past one occurrence: stop each literal there.
    if (node.max > 1) once = once.map((it) => (it.open ? { ...it, open: false } : it));
    out.push(...(node.min === 0 ? [...rest, ...once] : once));
  }
  return shrink(dedup(out));
}

const bare = (it: Item): boolean => it.open && it.run >= 0 && it.s === "";

// A broad class of word characters inside a word run, or starting one right
// after `\b`, only lengthens the run; a literal of word characters it
// follows becomes part of the run too (the next literal is looked for instead).
function wordRun(node: Node, it: Item): Item | undefined {
  if (!it.open || node.kind !== "chars" || node.set !== null || !node.word) return undefined;
  if (!Number.isFinite(node.max)) return undefined;
  if (it.s === "" && (it.run >= 0 || it.b))
    return { s: "", open: true, b: false, run: Math.max(0, it.run) + node.max };
  if (it.run >= 0 && wordOnly.test(it.s))
    return { s: "", open: true, b: false, run: it.run + it.s.length + node.max };
  return undefined;
}

// A repeated group read once per repetition from word runs without a
// literal yet: a run may go on through it (`(?:_[a-z0-9]{1,20}){0,3}`).
// A literal found in one repetition may be followed by another: it stops.
function unrolled(node: Node, items: Item[]): Item[] {
  const out = node.min === 0 ? [...items] : [];
  let cur = items;
  for (let k = 1; k <= node.max && cur.length > 0; k++) {
    const next = one(node, cur);
    cur = next.filter(bare);
    for (const it of next) {
      if (bare(it)) {
        if (k >= node.min) out.push(it);
      } else out.push(k < node.max && it.open ? { ...it, open: false } : it);
    }
  }
  return dedup(out);
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
    else for (const ch of node.set) out.push({ s: it.s + ch, open: true, b: it.b, run: it.run });
  }
  return shrink(dedup(out));
}

function dedup(items: Item[]): Item[] {
  if (items.length < 2) return items;
  // Per literal, a bit for each (open, boundary) pair seen: no key string to
  // build per item (this runs for every node of every pattern at setup).
  // Literals after a word run are told apart by the run's length.
  const seen = new Map<string, number>();
  const out: Item[] = [];
  for (const it of items) {
    const bit = 1 << ((it.open ? 2 : 0) + (it.b ? 1 : 0));
    const key = it.run < 0 ? it.s : `${it.s}\u0000${it.run}`;
    const bits = seen.get(key) ?? 0;
    if ((bits & bit) !== 0) continue;
    seen.set(key, bits | bit);
    out.push(it);
  }
  return out;
}

// Too many literals: cut them all shorter until few enough remain.
function shrink(items: Item[]): Item[] {
  if (items.length <= maxItems) return items;
  for (let k = maxLength; k >= 1; k--) {
    const cut = dedup(
      items.map((it) =>
        it.s.length > k ? { s: it.s.slice(0, k), open: false, b: it.b, run: it.run } : it,
      ),
    );
    if (cut.length <= maxItems) return cut;
  }
  return [{ s: "", open: false, b: false, run: -1 }];
}
