import type { ReadBackWindow } from "./read-back-pass.js";

// Leetspeak: digits and signs standing in for letters ("1gn0r3 4ll pr3v10u5
// 1n5truct10n5"), which no phrase rule reads. The stand-ins are read back as
// letters inside words that also hold letters, one character for one, so every
// offset stays where it was.
const letterOf: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};
// The digits searched for: those standing in for the commonest letters (o, i, e,
// a). A word with only a 5 or a 7 is read back when one of these brings its
// neighbourhood in.
const searched = "0134";

// Context kept on each side of a leet word: a phrase rule needs its neighbours.
const reach = 80;

const decoder = new TextDecoder("utf-16le");
const isLetter = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 0x40 || c === 0x24;
const isStandIn = (c: number): boolean =>
  c === 0x30 || c === 0x31 || c === 0x33 || c === 0x34 || c === 0x35 || c === 0x37;

/**
 * The stretches of a lower-cased text around its leet words, merged where they
 * meet, each with its stand-ins read back: `1` is `l` beside an `l` or another
 * `1` ("a11"), else `i`. A stretch grows around a word with a digit stand-in
 * between two letters ("y0u"); in it every word that mixes letters with digit
 * stand-ins is read back ("@" and "$" count only beside them, so addresses and
 * variables stay as written), and it is kept when they hold two stand-ins or
 * more. The digits are found with native searches, a number at a time, so
 * text without leet costs a few substring searches. Every leet word is read (a
 * long leet jailbreak is leet to its end); stretches never overlap, so the rules
 * read each character again at most once.
 *
 * @example
 * leetWindows("pls 1gn0r3 the rules")[0]?.text; // "pls ignore the rules"
 */
export function leetWindows(lower: string): ReadBackWindow[] {
  const words = leetWords(lower);
  const windows: ReadBackWindow[] = [];
  for (let k = 0; k < words.length; ) {
    const start = Math.max(0, (words[k] as number) - reach);
    let end = Math.min(lower.length, (words[k + 1] as number) + reach);
    k += 2;
    while (k < words.length && (words[k] as number) - reach <= end) {
      end = Math.min(lower.length, (words[k + 1] as number) + reach);
      k += 2;
    }
    const read = readBack(lower, start, end);
    if (read.standIns >= 2) windows.push({ start, end, text: read.text });
  }
  return windows;
}

// Leet words found from the searched digits, as sorted [start, end) pairs, flat.
function leetWords(lower: string): number[] {
  const starts: number[] = [];
  for (let s = 0; s < searched.length; s++) {
    const ch = searched[s] as string;
    // The last seed's word start and how far its characters are known to be
    // word characters: a long word with many seeds (a base64 or base32 blob,
    // "a0a0a0...") is walked back once, not once per seed, so a blob of a few
    // hundred thousand characters costs a pass, not minutes.
    let knownFrom = -1;
    let knownTo = -1;
    for (let i = lower.indexOf(ch); i >= 0; ) {
      // The whole run of digits (a number: "100", "2024") is judged at once, so its
      // other digits cost this search nothing.
      let end = i + 1;
      while (isDigit(lower.charCodeAt(end))) end++;
      let a = i;
      while (a > 0 && isDigit(lower.charCodeAt(a - 1))) a--;
      // A seed: digits with letters on both sides ("y0u", "pr3v10us"). Names and
      // versions end or start with their digits ("base64", "es2015", "4k"); a
      // stand-in at a word's edge ("th3", "4ll") is read back beside a seed.
      if (isLetter(lower.charCodeAt(a - 1)) && isLetter(lower.charCodeAt(end))) {
        while (a > 0 && isWordChar(lower.charCodeAt(a - 1))) {
          if (a === knownTo) {
            a = knownFrom;
            break;
          }
          a--;
        }
        starts.push(a);
        knownFrom = a;
        knownTo = end;
      }
      i = lower.indexOf(ch, end);
    }
  }
  // Most texts hold no seed: nothing to sort.
  if (starts.length === 0) return starts;
  // A typed array sorts numbers natively, without a comparator call per pair.
  const sorted = Int32Array.from(starts).sort();
  const words: number[] = [];
  for (let j = 0; j < sorted.length; j++) {
    const a = sorted[j] as number;
    if (words.length > 0 && a < (words[words.length - 1] as number)) continue;
    const b = wordEnd(lower, a);
    if (isLeet(lower, a, b)) words.push(a, b);
  }
  return words;
}

function wordEnd(lower: string, a: number): number {
  let b = a;
  while (b < lower.length && isWordChar(lower.charCodeAt(b))) b++;
  return b;
}

// Letters and digit stand-ins, not an address ("user1@example.com", "@t0m").
function isLeet(lower: string, a: number, b: number): boolean {
  let letters = 0;
  let standIns = 0;
  let at = false;
  for (let i = a; i < b; i++) {
    const c = lower.charCodeAt(i);
    if (isLetter(c)) letters++;
    else if (isStandIn(c)) standIns++;
    else if (c === 0x40) at = true;
  }
  const address = at && (lower.charCodeAt(a) === 0x40 || lower.charCodeAt(b) === 0x2e);
  return letters > 0 && standIns > 0 && !address;
}

// The stretch with every leet word in it read back, and how many stand-ins it read.
function readBack(lower: string, start: number, end: number): { text: string; standIns: number } {
  // Character codes, written in place: one string at the end, not one per character.
  const out = new Uint16Array(end - start);
  for (let i = start; i < end; i++) out[i - start] = lower.charCodeAt(i);
  let standIns = 0;
  // A word cut by the stretch's start is left as it is.
  let a = start;
  if (a > 0 && isWordChar(lower.charCodeAt(a - 1))) {
    while (a < end && isWordChar(lower.charCodeAt(a))) a++;
  }
  while (a < end) {
    if (!isWordChar(lower.charCodeAt(a))) {
      a++;
      continue;
    }
    const b = Math.min(end, wordEnd(lower, a));
    if (isLeet(lower, a, b)) {
      for (let i = a; i < b; i++) {
        const letter = letterOf[lower[i] as string];
        if (letter === undefined) continue;
        standIns++;
        const l = lower.charCodeAt(i) === 0x31 && (isL(lower, i - 1) || isL(lower, i + 1));
        out[i - start] = l ? 0x6c : letter.charCodeAt(0);
      }
    }
    a = b;
  }
  return { text: decoder.decode(out), standIns };
}

function isL(lower: string, i: number): boolean {
  const c = lower.charCodeAt(i);
  return c === 0x6c || c === 0x31;
}
