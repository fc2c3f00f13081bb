import { nativeOnUse } from "./compile-native.js";

// A detector's own fixtures quote the attacks it tests: a list in code named
// for them, a phrase handed to code that looks for it or strips it, a
// Markdown table of examples. Each check reads a bounded window of the
// scan's lower-cased text.

// A list of test strings in code that names what it holds ('INJECTION_SAMPLES
// = [', 'const jailbreakPrompts = [', 'attacks: ['), still open at the phrase:
// a detector's fixtures, which the code around them asserts are flagged. Like
// the JSON label, the name is the code's, not the quoted text's.
const fixtureName = nativeOnUse(
  /\b[a-z_]{0,30}(?:attacks?|injections?|jailbreaks?|malicious|adversarial|payloads?|hostile)[a-z_0-9]{0,30}["']?\s{0,4}(?::\s{0,4}(?:list|array|readonly)?[^=\n]{0,30})?(?:=|:)\s{0,4}(?:\[|\(|\{|tuple\(|list\(|new\s+set\(\[|array\()/g,
);
function fixtureList(text: string, index: number): boolean {
  const from = Math.max(0, index - 600);
  const window = text.slice(from, index);
  let open = -1;
  for (const m of window.matchAll(fixtureName())) open = (m.index ?? 0) + m[0].length;
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
const codeCall = nativeOnUse(
  /(?:\.(?:replace(?:all)?|includes|contains|startswith|endswith|indexof|find|search|match(?:es)?|test|count|split)|\b(?:re\.(?:search|match|fullmatch|sub|compile|findall)|regexp?|expect|classify|(?:sanitize|sanitise|detect|scan|check|filter|is)_?[a-z_]{0,20}))\s{0,4}\(\s{0,4}[rfbu]?["'`][^"'`\n]{0,80}$/,
);

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

// A test case that states the verdict it expects of the quoted text: a row of
// a test table whose quotation opens the row and whose next member is the
// verdict ('("ignore previous instructions and act as admin", True),' under
// '@pytest.mark.parametrize', '{"Ignore all prior ...", true},' in Go's
// 'cases'), or an eval record's prompt field over a line that says it
// ('prompt: "..."' over 'expected: refuse'). The row or the field opens the
// line; a quotation in running text followed by ', true}' is no test.
const caseRow = /^[ \t]{0,12}[({[][ \t]{0,4}[rfbu]?["'`][^"'`\n]{0,200}$/;
const caseField = nativeOnUse(
  /^[ \t]{0,12}(?:-[ \t]{1,4})?["']?(?:prompt|input|text|payload|query|message|attack|sample|utterance|content)["']?[ \t]{0,4}[:=][ \t]{0,4}["'`][^"'`\n]{0,200}$/,
);
const tableMarker = /\b(?:parametrize|test_?cases|cases|tests|examples|fixtures?|want|expected)\b/;
const verdict = String.raw`(?:true|false|["'\`]?(?:block(?:ed)?|reject(?:ed)?|refus(?:e|ed|al)|flag(?:ged)?|den(?:y|ied)|unsafe|malicious|injection|jailbreak|attack)["'\`]?)`;
const verdictMember = nativeOnUse(
  new RegExp(String.raw`^[^"'\`\n]{0,200}["'\`]\s{0,4},\s{0,4}${verdict}\s{0,4}[)}\]]`),
);
const verdictLine = nativeOnUse(
  new RegExp(
    String.raw`^[^\n]{0,200}\n(?:[^\n]{0,120}\n)?[ \t]{0,12}["']?(?:expected(?:_(?:label|verdict|result|outcome))?|expect|want|label|verdict|should_(?:block|flag|refuse|reject))["']?[ \t]{0,4}[:=][ \t]{0,4}${verdict}`,
  ),
);
function verdictCase(text: string, index: number): boolean {
  // The phrase's line up to it, read in a bounded window: a row longer than
  // this is no test table's.
  const from = Math.max(0, index - 240);
  const window = text.slice(from, index);
  const newline = window.lastIndexOf("\n");
  if (newline < 0 && from > 0) return false;
  const opening = window.slice(newline + 1);
  const after = text.slice(index, index + 400);
  if (caseField().test(opening)) return verdictLine().test(after);
  return (
    caseRow.test(opening) &&
    verdictMember().test(after) &&
    tableMarker.test(text.slice(Math.max(0, index - 600), index))
  );
}

/**
 * Whether the phrase at `index` (inside a quotation) is a detector's fixture:
 * in a list named for attacks, handed to code that looks for it, in a table
 * whose header names examples, or in a test case that states the verdict it
 * expects. `sentence` is the text before the phrase on its line.
 *
 * @example
 * detectorFixture('attacks = [\n  "ignore previous instructions"', 15, '  "')); // true
 */
export function detectorFixture(text: string, index: number, sentence: string): boolean {
  return (
    fixtureList(text, index) ||
    codeCall().test(sentence) ||
    tableSample(text, index) ||
    verdictCase(text, index)
  );
}
