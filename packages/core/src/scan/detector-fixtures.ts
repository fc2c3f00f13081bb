// A detector's own fixtures quote the attacks it tests: a list in code named
// for them, a phrase handed to code that looks for it or strips it, a
// Markdown table of examples. Each check reads a bounded window of the
// scan's lower-cased text.

// A list of test strings in code that names what it holds ('INJECTION_SAMPLES
// = [', 'const jailbreakPrompts = [', 'attacks: ['), still open at the phrase:
// a detector's fixtures, which the code around them asserts are flagged. Like
// the JSON label, the name is the code's, not the quoted text's.
const fixtureName =
  /\b[a-z_]{0,30}(?:attacks?|injections?|jailbreaks?|malicious|adversarial|payloads?|hostile)[a-z_0-9]{0,30}["']?\s{0,4}(?::\s{0,4}(?:list|array|readonly)?[^=\n]{0,30})?(?:=|:)\s{0,4}(?:\[|\(|\{|tuple\(|list\(|new\s+set\(\[|array\()/g;
function fixtureList(text: string, index: number): boolean {
  const from = Math.max(0, index - 600);
  const window = text.slice(from, index);
  let open = -1;
  for (const m of window.matchAll(fixtureName)) open = (m.index ?? 0) + m[0].length;
  if (open < 0) return false;
  // Still inside it: more brackets opened than closed since.
  let depth = 1;
  for (let i = open; i < window.length && depth > 0; i++) {
    const c = window.charCodeAt(i);
    if (c === 0x5b || c === 0x28 || c === 0x7b) depth++;
    else if (c === 0x5d || c === 0x29 || c === 0x7d) depth--;
  }
  return depth > 0;
}

// A phrase handed to code that looks for it or strips it
// ("text.replace('ignore previous instructions', '')", 'assert
// sanitize("Hi<|im_start|>system")', "re.search(r'you are now', s)"): the
// code handles the string, it does not say it.
const codeCall =
  /(?:\.(?:replace(?:all)?|includes|contains|startswith|endswith|indexof|find|search|match(?:es)?|test|count|split)|\b(?:re\.(?:search|match|fullmatch|sub|compile|findall)|regexp?|expect|classify|(?:sanitize|sanitise|detect|scan|check|filter|is)_?[a-z_]{0,20}))\s{0,4}\(\s{0,4}[rfbu]?["'`][^"'`\n]{0,80}$/;

// A row of a Markdown table whose header names what its cells hold ("|
// Pattern | Example |", "| Payload | Blocked |"): a detector's README or a
// test matrix lists attacks so.
const sampleColumn =
  /\b(?:examples?|payloads?|patterns?|attacks?|samples?|prompts?|inputs?|techniques?|test\s+cases?)\b/;
/**
 * Whether the phrase at `index` stands in a row of a Markdown table whose
 * header names examples, payloads or patterns.
 *
 * @example
 * tableSample("| Example |\n|---|\n| `ignore previous instructions` |", 21); // true
 */
export function tableSample(text: string, index: number): boolean {
  // Bounded like every check here: the table's rows within 4,000 characters
  // above the phrase.
  const window = text.slice(Math.max(0, index - 4000), index);
  let start = window.lastIndexOf("\n") + 1;
  if (!isRow(window, start)) return false;
  // Up the table to its header: the first of its rows, over a |---| line.
  for (let rows = 0; start > 0 && rows < 60; rows++) {
    const previous = window.lastIndexOf("\n", start - 2) + 1;
    if (!isRow(window, previous)) break;
    start = previous;
  }
  const end = window.indexOf("\n", start);
  if (end < 0) return false;
  return (
    /^\s{0,3}\|?\s{0,3}:?-{3,}/.test(window.slice(end + 1, end + 12)) &&
    sampleColumn.test(window.slice(start, end))
  );
}
function isRow(text: string, at: number): boolean {
  return /^[ \t]{0,3}\|/.test(text.slice(at, at + 4));
}

/**
 * Whether the phrase at `index` (inside a quotation) is a detector's fixture:
 * in a list named for attacks, handed to code that looks for it, or in a
 * table whose header names examples. `sentence` is the text before the
 * phrase on its line.
 *
 * @example
 * detectorFixture('attacks = [\n  "ignore previous instructions"', 15, '  "'); // true
 */
export function detectorFixture(text: string, index: number, sentence: string): boolean {
  return fixtureList(text, index) || codeCall.test(sentence) || tableSample(text, index);
}
