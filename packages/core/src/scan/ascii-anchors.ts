import { automaton, type Walk } from "./anchor-automaton.js";
import type { CoEmits, CoWalk } from "./co-walk.js";
import { type Hit, mergeHits, recordHits } from "./merge-hits.js";
import { groupsIn, scriptGroups } from "./script-groups.js";

// Anchor words are found with a byte-level Aho-Corasick automaton instead of
// a regex alternation of ~300 literals: the regex engine tries the
// alternation at every position (~20 ns a character, the largest single cost
// of a 1 MB scan), the automaton takes one table lookup. Unlike the regex
// `exec` loop it replaced (leftmost match, then on from its end), it reports
// every start where a word occurs, overlapping other hits or not: a rule
// must not lose its anchor because another anchor's match covered its start.

const nonAscii = /[^\x00-\x7f]/;

/**
 * Finds the anchor words `words` in any text (a space in a word stands for
 * one to five whitespace characters, `\s{1,5}`): at every position where a
 * word occurs, overlapping other hits or not, it reports the longest word
 * occurring there as (start, word index, length), in order of start. The
 * other words occurring at that start are prefixes of the one reported (a
 * hit counts for every word it contains: see AnchorHits), so every
 * occurrence of every word is reported or covered. ASCII text can hold
 * only the ASCII words, and is walked by an automaton of those alone. Other
 * text is walked by that automaton too (its characters beyond ASCII break
 * every ASCII word but the whitespace in a gap), then by one automaton per
 * script of the other words that the text holds a character of (see
 * script-groups), each built on the first text that needs it; the walks'
 * hits are merged as one automaton over all the words would report them.
 *
 * @example
 * const find = anchorMatcher(["ignore", "ign", "no"]);
 * find("ignore it", (at, word, length) => console.log(at, word, length)); // 0 0 6, then 2 2 2
 */
export function anchorMatcher(
  words: readonly string[],
): (text: string, hit: Hit, ascii?: boolean, co?: CoWalk) => CoEmits | undefined {
  const all = words.map((_, i) => i);
  const first = automaton(
    words,
    all.filter((i) => !nonAscii.test(words[i] as string)),
    true,
  );
  const groups = scriptGroups(words);
  const walks: (Walk | undefined)[] = groups.ids.map(() => undefined);
  const wordLength = Int32Array.from(words, (w) => w.length);
  return (text, hit, ascii, co) => {
    if (ascii === true || !nonAscii.test(text)) {
      if (co !== undefined && first.asciiWith) return first.asciiWith(text, hit, co);
      first.ascii(text, hit);
      return;
    }
    const present = groupsIn(text, groups.wakes);
    if (present === 0) {
      first.any(text, hit);
      return;
    }
    const runs = [recordHits((h) => first.any(text, h))];
    for (let g = 0; g < walks.length; g++) {
      if ((present & (1 << g)) === 0) continue;
      let walk = walks[g];
      if (walk === undefined) {
        walk = automaton(words, groups.ids[g] as number[], false).any;
        walks[g] = walk;
      }
      const own = walk;
      runs.push(recordHits((h) => own(text, h)));
    }
    mergeHits(runs, wordLength, hit);
  };
}
