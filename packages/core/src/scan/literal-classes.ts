import { jsSpaces } from "./js-spaces.js";

// The candidate automaton's table has a row per trie state and a column per
// character class; while states × classes fits 2^16 its entries are two
// bytes (automatonTable), and the walk over every text stays in the CPU
// cache. A character that only a few literals use costs a whole column: past
// the limit, the rarest characters share one class instead. That is sound
// for candidates: a literal then also "occurs" where one of those characters
// stands for another, which only adds starts to try, never loses one.
const twoByteEntries = 0x10000;

// ASCII from rarest to commonest in English prose and documentation (a rough
// order: symbols, digits, brackets, rare letters, quotes and dashes, then
// letters by frequency); characters not listed count as rarest.
const byFrequency = "~|^`{}\\<>[];!?*+=#$%&@_0123456789:/()zqxj\"'-kv,.bpygfwmucldrhsnioate";

function textRank(c: number): number {
  return byFrequency.indexOf(String.fromCharCode(c));
}

/**
 * Character classes for the literals: 0 for characters no literal uses, one
 * for all whitespace (a space in a literal stands for any), one per other
 * character, except that those rarest in prose share one when that keeps
 * the table in two-byte entries.
 *
 * @example
 * const { classOf, classes } = literalClasses(["ab", "b c"]);
 * classOf[0x61]; // 1 ("a")
 * classOf[0x09] === classOf[0x20]; // true (a tab reads as a space)
 */
export function literalClasses(texts: readonly string[]): {
  readonly classOf: Uint8Array | Uint16Array;
  readonly classes: number;
} {
  // How many literals use each character (in first-use order), and the trie's
  // states: merging classes can only merge states, so this bounds them.
  const uses = new Map<number, number>();
  const prefixes = new Set<string>();
  for (const t of texts)
    for (let k = 0; k < t.length; k++) {
      const c = t.charCodeAt(k);
      uses.set(c, (uses.get(c) ?? 0) + 1);
      prefixes.add(t.slice(0, k + 1));
    }
  const states = prefixes.size + 1;
  const distinct = [...uses.keys()];
  // The fewest columns to give up (f + 1 characters then share one class).
  let fold = 0;
  while (fold < distinct.length - 1 && states * (1 + distinct.length - fold) > twoByteEntries)
    fold++;
  // The characters folded are those rarest in the text a scan reads, not in
  // the literals: a shared class makes each of its characters start every
  // literal that uses another, and folding a letter as common as "b" or "f"
  // made some rules' candidates so dense that their windows were walked
  // instead (a 1 MB page of prose: 39 -> 65 ms).
  const shared = new Set(
    distinct
      .filter((c) => c !== 0x20)
      .sort(
        (a, b) =>
          textRank(a) - textRank(b) || (uses.get(a) as number) - (uses.get(b) as number) || a - b,
      )
      .slice(0, fold > 0 ? fold + 1 : 0),
  );
  const own = new Map<number, number>();
  let classes = 1;
  let sharedClass = 0;
  for (const c of distinct) {
    if (shared.has(c)) {
      if (sharedClass === 0) sharedClass = classes++;
      own.set(c, sharedClass);
    } else own.set(c, classes++);
  }
  const classOf = classes < 256 ? new Uint8Array(0x10000) : new Uint16Array(0x10000);
  for (const [c, k] of own) classOf[c] = k;
  // Every other whitespace character reads as a space (the `\s` set, listed
  // rather than found by testing all 65,536 code units at setup).
  const spaceClass = own.get(0x20);
  if (spaceClass !== undefined) for (const c of jsSpaces) if (!own.has(c)) classOf[c] = spaceClass;
  return { classOf, classes };
}
