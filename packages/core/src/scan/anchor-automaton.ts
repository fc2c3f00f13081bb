import { automatonTable } from "./automaton-table.js";
import type { CoEmits, CoWalk } from "./co-walk.js";
import { doubled } from "./doubled.js";
import { jsSpaces } from "./js-spaces.js";
import type { Hit } from "./merge-hits.js";
import { maxWordGap as maxGap } from "./rule.js";

const width = 0x10000;
// The largest pairs array kept for reuse (entries; 4 MB).
const keptPairs = 1 << 20;
const spaced = (w: string): boolean => w.includes(" ");

const spaceTable = new Uint8Array(width);
for (const c of jsSpaces) spaceTable[c] = 1;
// ASCII whitespace by comparison (NaN past the text's end is no space).
const isSpace = (c: number): boolean =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x80 && spaceTable[c] === 1);

// Where the words after a head end, each after one to five whitespace
// characters (`\s{1,5}word`, the rules' word gap), or -1. No word starts with whitespace, so the
// greedy run is the only split that can match.
function restEnd(text: string, from: number, rest: readonly string[]): number {
  let at = from;
  for (const word of rest) {
    let n = 0;
    while (n <= maxGap && isSpace(text.charCodeAt(at + n))) n++;
    if (n === 0 || n > maxGap || !text.startsWith(word, at + n)) return -1;
    at += n + word.length;
  }
  return at;
}

// What restEnd reads first: the character after the whitespace gap that
// starts at `from` (one to five whitespace characters), or -1 without such a
// gap (NaN past the text's end). A rest whose first word starts with another
// character cannot follow.
function gapNext(text: string, from: number): number {
  let n = 0;
  while (n <= maxGap && isSpace(text.charCodeAt(from + n))) n++;
  return n === 0 || n > maxGap ? -1 : text.charCodeAt(from + n);
}

/**
 * One automaton's walk over a text, reporting its hits in order of start.
 *
 * @example
 * const walk: Walk = automaton(["ignore"], [0], false).any;
 * walk("ignore it", (at, word, length) => console.log(at, word, length)); // 0 0 6
 */
export type Walk = (text: string, hit: Hit) => undefined;

/**
 * One automaton over the words `ids` (indices into `words`, in order): `any`
 * walks any text, `ascii` text known to be ASCII, and `asciiWith` (only when
 * `asciiWalk`, for the automaton that serves ASCII text) walks ASCII text with
 * a second automaton stepped alongside (see CoWalk). Each reports every start
 * where a word occurs with the longest word found there (see anchorMatcher).
 *
 * @example
 * const { any } = automaton(["ignore", "ign", "no"], [0, 1, 2], false);
 * any("ignore it", (at, word, length) => console.log(at, word, length)); // 0 0 6, then 2 2 2
 */
export function automaton(
  words: readonly string[],
  ids: readonly number[],
  asciiWalk: boolean,
): {
  any: (text: string, hit: Hit) => undefined;
  ascii: (text: string, hit: Hit) => undefined;
  /** Only on the automaton that serves ASCII text. */
  asciiWith?: (text: string, hit: Hit, co: CoWalk) => CoEmits;
} {
  // The automaton matches each word's first space-free part, followed, when
  // more words follow, by one whitespace character and then either the next
  // word's first letter or a second whitespace character (the rest of a
  // multi-word anchor is checked where the head ends). The space halves what
  // the walk stops for: "or else" and the five "no ..." anchors would
  // otherwise stop at every "or" in "for", "your", "more" and every "no" in
  // "know"; the letter after it cuts the stops at "the ", "to ", "in " and
  // "you " (two in three of a prose MB's rest checks, nearly all failing) to
  // the few followed by a word that can continue an anchor. A gap of two to
  // five whitespace characters still stops, at its second character.
  const heads: string[] = [];
  const rests: (string[] | undefined)[] = [];
  const keys: [id: number, text: string][] = [];
  for (const i of ids) {
    const w = words[i] as string;
    const cut = w.indexOf(" ");
    if (!spaced(w)) {
      heads[i] = w;
      keys.push([i, w]);
      continue;
    }
    const rest = w.slice(cut + 1).split(" ");
    rests[i] = rest;
    heads[i] = w.slice(0, cut + 2);
    keys.push([i, w.slice(0, cut + 2)], [i, `${w.slice(0, cut + 1)} `]);
  }
  // Characters no head uses share one class: the table stays small enough
  // for the CPU cache (a column per character of ~1,500 states would not).
  // Byte-sized classes while they fit (every walk's but the CJK words').
  const distinct = new Map<number, number>();
  for (const [, key] of keys)
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(k);
      if (!distinct.has(c)) distinct.set(c, distinct.size + 1);
    }
  const classes = distinct.size + 1;
  const classOf = classes <= 0xff ? new Uint8Array(width) : new Uint16Array(width);
  for (const [c, k] of distinct) classOf[c] = k;
  // The space after a head stands for any whitespace character (`\s`).
  const spaceClass = distinct.get(0x20);
  if (spaceClass !== undefined)
    for (const c of jsSpaces) if (!distinct.has(c)) classOf[c] = spaceClass;
  const { step, emitFrom, emitted } = automatonTable(keys, classOf, classes);
  // Both keys of a multi-word anchor are as long as its head (two characters
  // past the first word), so a hit's start is where its head ends less that.
  const headLength = words.map((_, i) => heads[i]?.length ?? 0);
  // Per word with more after its head, the first character of that rest.
  const restFirst = Int32Array.from(words, (_, i) => rests[i]?.[0]?.charCodeAt(0) ?? -3);
  const wordLength = Int32Array.from(words, (w) => w.length);
  // A ring of the longest head's size holds the undecided starts, each with
  // the longest word found there so far (-1: none).
  const longest = Math.max(1, ...headLength);
  const size = 2 ** Math.ceil(Math.log2(longest + 1));
  const mask = size - 1;
  const best = new Int32Array(size).fill(-1);
  const bestLength = new Int32Array(size);

  // Every start where a word occurs is reported, with the longest word found
  // there: an anchor that starts inside another's hit and runs past its end
  // ("tool" in "has tools", where "has to" matched first) must still wake
  // the rules anchored on it. The shorter words at the same start are
  // prefixes of that word (they read the same text from there), and its hit
  // counts for every word it contains (AnchorHits). Hits are found where
  // their head ends but reported in order of start: start p is settled once
  // every head that could start there has ended, i.e. at any point past p +
  // longest - 1. It is settled lazily, at the next emitting state or at the
  // end, not checked on every character: most characters emit nothing, and
  // with short heads (the, use, you) some start is nearly always undecided.
  // Settlement state lives in `ring`, shared by the walks (one walk at a time).
  const ring = { pending: 0, next: 0 };
  const settle = (bound: number, hit: Hit): void => {
    let { pending, next } = ring;
    for (; pending > 0 && next <= bound; next++) {
      const slot = next & mask;
      const w = best[slot] as number;
      if (w < 0) continue;
      best[slot] = -1;
      pending--;
      hit(next, w, bestLength[slot] as number);
    }
    ring.pending = pending;
    ring.next = next;
  };
  // The heads ending at `i` (state `s`): each start keeps its longest word.
  const offer = (text: string, i: number, s: number, hit: Hit): void => {
    // Every start at or before i - longest is decided: reports stay in start
    // order because they all precede the starts offered here.
    settle(i - longest, hit);
    const list = emitted[s / classes] as number[];
    // The character after the whitespace gap at i - 1 (-2: not read yet, -1: no
    // gap of one to five): shared by every word whose head ends here, and
    // most fail on it ("you " heads a dozen anchors) without a full compare.
    let afterGap = -2;
    for (let e = 0; e < list.length; e++) {
      const w = list[e] as number;
      const start = i + 1 - (headLength[w] as number);
      const slot = start & mask;
      const held = best[slot] as number;
      // Words at one start are prefixes of one another: the longer word is
      // the longer match.
      if (held >= 0 && (wordLength[held] as number) > (wordLength[w] as number)) continue;
      let length = wordLength[w] as number;
      const rest = rests[w];
      if (rest !== undefined) {
        // The gap starts at the head's next-to-last character.
        if (afterGap === -2) afterGap = gapNext(text, i - 1);
        if (afterGap !== restFirst[w]) continue;
        const end = restEnd(text, i - 1, rest);
        if (end < 0) continue;
        length = end - start;
      }
      if (held < 0) {
        // Undecided starts all lie within `longest` of i: one ring slot each.
        if (ring.pending === 0 || start < ring.next) ring.next = start;
        ring.pending++;
      }
      best[slot] = w;
      bestLength[slot] = length;
    }
  };
  const begin = (): void => {
    ring.pending = 0;
    ring.next = 0;
  };
  const walkAny = (text: string, hit: Hit): undefined => {
    begin();
    let s = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      s = step[s + (classOf[text.charCodeAt(i)] as number)] as number;
      if (s >= emitFrom) offer(text, i, s, hit);
    }
    settle(n, hit);
  };
  const asciiClassOf = Uint8Array.from(classOf.subarray(0, 128));
  // Created only for the automaton that serves ASCII text: V8 specializes a
  // function on its closure's constants (the tables, the row width) only
  // while that function has a single closure, which is worth ~30 % here.
  if (!asciiWalk) return { any: walkAny, ascii: walkAny };
  const walkAscii = (text: string, hit: Hit): undefined => {
    // The same walk as walkAny, for text known to be ASCII: a 128-entry class
    // table indexed through a constant mask (no bounds check in the hot loop).
    begin();
    let s = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      s = step[s + (asciiClassOf[text.charCodeAt(i) & 0x7f] as number)] as number;
      if (s >= emitFrom) offer(text, i, s, hit);
    }
    settle(n, hit);
  };
  // The pairs array of the last walk, reused by the next: a fresh one per
  // text is zeroed memory the walk then writes into page by page, and a
  // long text's array is grown by copying (~5 % of a 1 MB scan of attack
  // text, ~100,000 pairs). Kept up to a bounded size only.
  // What a walk returns is therefore only valid until the next walk: its
  // one reader, the candidate pass of the same matchRules call, is done
  // before matchRules returns (a decoded block is scanned after that).
  let spare: Int32Array | undefined;
  // walkAscii with a second automaton stepped alongside (see CoWalk).
  // Pairs go into a typed array grown by doubling: pushing onto a plain
  // array cost twice as much (~4 ms per MB of prose).
  const walkAsciiWith = (text: string, hit: Hit, co: CoWalk): CoEmits => {
    const coStep = co.step;
    const coClassOf = co.asciiClassOf;
    const coEmitFrom = co.emitFrom;
    const wanted = Math.max(64, text.length >> 3);
    let pairs = spare !== undefined && spare.length >= wanted ? spare : new Int32Array(wanted);
    let k = 0;
    begin();
    let s = 0;
    let u = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i) & 0x7f;
      s = step[s + (asciiClassOf[c] as number)] as number;
      u = coStep[u + (coClassOf[c] as number)] as number;
      if (u >= coEmitFrom) {
        if (k + 2 > pairs.length) pairs = doubled(pairs);
        pairs[k] = i;
        pairs[k + 1] = u;
        k += 2;
      }
      if (s >= emitFrom) offer(text, i, s, hit);
    }
    settle(n, hit);
    if (pairs.length <= keptPairs) spare = pairs;
    return { pairs, length: k };
  };
  return { any: walkAny, ascii: walkAscii, asciiWith: walkAsciiWith };
}
