import { jsSpaces } from "./js-spaces.js";

// Anchor words beyond ASCII are walked per script, not as one automaton over
// every script: a dense table over ~640 character classes and ~10,800 states
// was 28 MB, took ~150 ms to build on the first such text, and a walk over it
// missed the CPU cache at nearly every step. Per script the tables are tens of
// kilobytes (the CJK one under a megabyte), and a text walks only those whose
// characters it holds. The grouping only decides which words share a walk:
// a group is woken by every character beyond ASCII its words hold, so a word
// mixing scripts is still found whichever group it lands in.
const scripts: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Hebrew}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Thai}/u,
  /\p{Script=Hangul}/u,
  // Japanese words mix kana and kanji: one walk for the three.
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
];
// Characters of no script above (punctuation, other scripts) share one group.
const otherGroup = scripts.length;
const space = new Set(jsSpaces);

/**
 * The anchor words beyond ASCII, grouped by script (see the note above), and
 * which groups each character wakes.
 *
 * @example
 * const { ids, wakes } = scriptGroups(["ignore", "игнорируй", "忽略"]);
 * ids; // [[1], [2]]
 * wakes[0x5ffd]; // the bit of the group [2]
 */
export interface ScriptGroups {
  /** Per group, its words (indices into the word list), in list order. */
  readonly ids: readonly (readonly number[])[];
  /** Per character code, a bit per group with a word that holds it. */
  readonly wakes: Uint16Array;
}

/**
 * Groups the words that hold a character beyond ASCII (other than
 * whitespace) by the script of the first such character.
 *
 * @example
 * scriptGroups(["ignore", "игнорируй", "忽略"]).ids; // [[1], [2]]
 */
export function scriptGroups(words: readonly string[]): ScriptGroups {
  const byScript = new Map<number, number[]>();
  words.forEach((word, id) => {
    const first = [...word].find((ch) => ch.charCodeAt(0) >= 0x80 && !space.has(ch.charCodeAt(0)));
    if (first === undefined) return;
    const found = scripts.findIndex((script) => script.test(first));
    const key = found < 0 ? otherGroup : found;
    const list = byScript.get(key);
    if (list === undefined) byScript.set(key, [id]);
    else list.push(id);
  });
  const ids = [...byScript.keys()].sort((a, b) => a - b).map((k) => byScript.get(k) as number[]);
  const wakes = new Uint16Array(0x10000);
  ids.forEach((group, g) => {
    for (const id of group)
      for (const ch of words[id] as string) {
        const c = ch.charCodeAt(0);
        if (c >= 0x80 && !space.has(c)) wakes[c] = (wakes[c] as number) | (1 << g);
      }
  });
  return { ids, wakes };
}

/**
 * Which groups a text wakes: the bits of every character of it beyond ASCII.
 *
 * @example
 * groupsIn("скажи 忽略", scriptGroups(["игнорируй", "忽略"]).wakes); // 0b10
 */
export function groupsIn(text: string, wakes: Uint16Array): number {
  let present = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) present |= wakes[c] as number;
  }
  return present;
}
