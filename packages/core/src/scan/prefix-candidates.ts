import { blockBits as chunkBits } from "./anchor-index.js";
import { automatonTable } from "./automaton-table.js";
import { moveTo, nearOf, noCursor, type WalkState } from "./candidate-walk-state.js";
import type { CoEmits, CoWalk } from "./co-walk.js";
import { literalClasses } from "./literal-classes.js";
import type { PatternPrefix } from "./pattern-prefixes.js";

// Where each rule's matches can start, for many rules in one pass: an
// Aho-Corasick automaton over every rule's start literals (patternPrefixes)
// reports every occurrence, overlapping ones included. A rule is then tried
// only at those positions (a sticky match attempt each) instead of having
// its regex walk the whole window: ~60 regexes walking the same text was most
// of a scan.

/** A prefix shorter than this would make nearly every position a candidate. */
const minPrefix = 2;
// Punctuation and spaces alone (". ", ", ", "  ") start a literal at nearly
// every sentence end: the rule's regex walking its windows near its anchor
// words is cheaper than listing all of them.
const punctuationOnly = /^[ .!?;:,]+$/;
// Every distinct character of a literal is one more column of the automaton's
// table: literals in other scripts (the multilingual rules) tripled its width
// and made every step of every walk dearer. Those rules walk their windows,
// which lie near their own (mostly non-ASCII) anchor words.
const nonAscii = /[^\x00-\x7f]/;
const usableLiteral = (p: PatternPrefix): boolean =>
  p.text.length >= minPrefix && !punctuationOnly.test(p.text) && !nonAscii.test(p.text);

const isWordCode = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;

/**
 * Per rule, the sorted positions where one of its start literals occurs (a
 * match of the rule can start nowhere else); `undefined` for a rule without
 * usable literals, which keeps its plain regex walk.
 *
 * @example
 * const starts = candidateFinder([[{ text: "do ", boundary: true }]]);
 * starts.usable[0]; // 1
 * const found = starts.find("I do not", Uint8Array.of(1), Uint8Array.of(1));
 * found.through(8);
 * found.lists[0]; // [2]
 */
export interface CandidateFinder {
  /** 1 for a rule whose candidates `find` collects. */
  readonly usable: Uint8Array;
  /** How far past a match start its start literal can end (literal and word run). */
  readonly longest: number;
  /** The automaton, for the anchor pass to walk alongside its own (CoWalk). */
  readonly co: CoWalk;
  /**
   * Candidates of the rules with `active[r] === 1` (and usable), in the
   * blocks `cover` marks (AnchorBlocks.cover); others `undefined`. Read from
   * `emits` when the anchor pass recorded them (AnchorBlocks.coEmits). With
   * `windows` (per active rule, its [from, until, end) triples, ruleWindows),
   * only the starts inside a rule's windows are listed: the others are never
   * asked for, and were ~90 % of a benign page's.
   */
  find(
    text: string,
    active: Uint8Array,
    cover: Uint8Array,
    emits?: CoEmits,
    windows?: readonly (readonly number[] | undefined)[],
  ): Candidates;
}

/**
 * Builds the automaton over every rule's start literals (a space in a literal
 * stands for any whitespace character).
 *
 * @example
 * candidateFinder(allRules.map((rule) => patternPrefixes(rule.pattern)));
 */
export function candidateFinder(
  prefixes: readonly (readonly PatternPrefix[] | undefined)[],
): CandidateFinder {
  const usable = Uint8Array.from(prefixes, (p) => (p?.every(usableLiteral) ? 1 : 0));
  // Distinct literals (text + boundary), each with the rules that use it.
  const wordIndex = new Map<string, number>();
  const words: PatternPrefix[] = [];
  const rulesOf: number[][] = [];
  prefixes.forEach((list, r) => {
    if (usable[r] !== 1 || list === undefined) return;
    for (const p of list) {
      const key = `${p.boundary ? 1 : 0}${p.run ?? ""}|${p.text}`;
      let w = wordIndex.get(key);
      if (w === undefined) {
        w = words.length;
        wordIndex.set(key, w);
        words.push(p);
        rulesOf.push([]);
      }
      const rules = rulesOf[w] as number[];
      if (!rules.includes(r)) rules.push(r);
    }
  });
  const { classOf, classes } = literalClasses(words.map((w) => w.text));
  const { step, emitFrom, emitted } = automatonTable(
    words.map((w, id) => [id, w.text] as const),
    classOf,
    classes,
  );
  const length = Int32Array.from(words, (w) => w.text.length);
  // The longest word run before a literal (0: the literal starts the match).
  const run = Int32Array.from(words, (w) => w.run ?? 0);
  // -1: no boundary; else whether the literal's first character is a word character.
  const boundary = Int8Array.from(words, (w) =>
    w.boundary ? (isWordCode(w.text.charCodeAt(0)) ? 1 : 0) : -1,
  );

  // A match starting before `until` has its literal end before `until + longest`.
  const longest = Math.max(1, ...words.map((w) => w.text.length + (w.run ?? 0)));

  // The literals ending at position `i` (automaton state `s`, emitting):
  // each start goes to the lists of the active rules that use the literal.
  const emit = (state: WalkState, i: number, s: number): void => {
    const { text, active, lists, windows } = state;
    const list = emitted[(s / classes) | 0] as number[];
    for (let e = 0; e < list.length; e++) {
      const w = list[e] as number;
      let start = i + 1 - (length[w] as number);
      if ((run[w] as number) > 0) {
        start = runStart(text, start, run[w] as number);
        if (start < 0) continue;
      }
      const b = boundary[w] as number;
      // `\b` before the literal: the character before must differ in wordness.
      if (b >= 0 && start > 0 && (isWordCode(text.charCodeAt(start - 1)) ? 1 : 0) === b) continue;
      const rules = rulesOf[w] as number[];
      for (let k = 0; k < rules.length; k++) {
        const r = rules[k] as number;
        if (active[r] !== 1) continue;
        if (windows !== undefined) {
          // The window at the rule's cursor and the gap before it, read from
          // one packed array: most starts fall in one or the other, and the
          // rule's own window list (one of dozens, scattered in memory) is
          // read only when the cursor moves on or a start arrives late.
          const near = state.near;
          const from = near[3 * r + 1] as number;
          if (start >= from && start < (near[3 * r + 2] as number)) {
            // In that window: inWindows says so without moving the cursor.
          } else if (start < from && start >= (near[3 * r] as number)) continue;
          else if (!moveTo(state, r, windows[r] as readonly number[], start)) continue;
        }
        const at = lists[r];
        if (at === undefined) lists[r] = [start];
        else insert(at, start);
      }
    }
  };

  // The walk, created once: V8 specializes a function on its closure's
  // constants (the tables, the row width) only while it has one closure, so
  // the per-text state travels in an object instead of a fresh closure.
  const walk = (state: WalkState, limit: number): void => {
    const { text, cover } = state;
    const stop = Math.min(text.length, limit);
    let i = state.i;
    let s = state.s;
    while (i < stop) {
      const c = i >> chunkBits;
      // A covered block, or the one after it (a literal may run past a block's end).
      if (cover[c] !== 1 && (c === 0 || cover[c - 1] !== 1)) {
        // An uncovered block: skip it, and start afresh after it.
        i = (c + 1) << chunkBits;
        s = 0;
        continue;
      }
      const end = Math.min(stop, (c + 1) << chunkBits);
      for (; i < end; i++) {
        s = step[s + (classOf[text.charCodeAt(i)] as number)] as number;
        if (s >= emitFrom) emit(state, i, s);
      }
    }
    state.i = i;
    state.s = s;
  };

  // The emitting states a CoWalk recorded (over the whole text), read up to
  // `limit` as the walk would have met them. Blocks the walk skips hold no
  // rule window, so the starts it would not list are never asked for.
  const replay = (state: WalkState, emits: CoEmits, limit: number): void => {
    const { pairs, length: n } = emits;
    let k = state.i;
    while (k < n && (pairs[k] as number) < limit) {
      emit(state, pairs[k] as number, pairs[k + 1] as number);
      k += 2;
    }
    state.i = k;
  };

  return {
    usable,
    longest,
    co: { step, asciiClassOf: Uint8Array.from(classOf.subarray(0, 128)), emitFrom },
    find(
      text: string,
      active: Uint8Array,
      cover: Uint8Array,
      emits?: CoEmits,
      windows?: readonly (readonly number[] | undefined)[],
    ): Candidates {
      // The walk goes on where it stopped (position `i`, automaton state `s`;
      // with recorded emits, `i` is the next pair to read).
      const state: WalkState = {
        text,
        cover,
        active,
        lists: new Array(prefixes.length),
        windows,
        cursor: windows === undefined ? noCursor : new Int32Array(prefixes.length),
        near: windows === undefined ? noCursor : nearOf(windows),
        i: 0,
        s: 0,
      };
      return {
        lists: state.lists,
        // Every literal starting before `until` ends before `until + longest`.
        through(until: number): void {
          if (emits !== undefined) replay(state, emits, until + longest);
          else walk(state, until + longest);
        },
      };
    },
  };
}

/**
 * Candidate starts of one text, found lazily: a scan that stops at the
 * findings cap early never walks the rest of a long text.
 *
 * @example
 * candidates.through(until);
 * candidates.lists[r]; // every candidate of rule r before `until`
 */
export interface Candidates {
  /** Per active rule, sorted starts found so far. */
  readonly lists: (number[] | undefined)[];
  /** Walks on until every candidate starting before `until` is listed. */
  through(until: number): void;
}

// Where the run of 1 to `most` word characters ending just before `at`
// starts, -1 when there is none that short: `\b` then holds before it.
function runStart(text: string, at: number, most: number): number {
  const stop = Math.max(0, at - most);
  let p = at;
  while (p > stop && isWordCode(text.charCodeAt(p - 1))) p--;
  if (p === at || (p > 0 && isWordCode(text.charCodeAt(p - 1)))) return -1;
  return p;
}

// Starts arrive in end order: a shorter literal may start after a longer one
// that ends later, so the few out-of-order ones are placed by a short walk back.
function insert(list: number[], start: number): void {
  let k = list.length;
  if (k === 0 || (list[k - 1] as number) < start) {
    list.push(start);
    return;
  }
  while (k > 0 && (list[k - 1] as number) > start) k--;
  if (k > 0 && list[k - 1] === start) return;
  list.splice(k, 0, start);
}
