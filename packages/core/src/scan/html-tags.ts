import { isAsciiSpace } from "./char-kinds.js";
import { nativeOnUse } from "./compile-native.js";
import type { Swap } from "./cut-spans.js";

// HTML put between the words of a phrase. A model reads a page's text as the
// browser shows it: inline formatting ("<b>all</b>", '<span class="x">')
// joins the words around it, and a block element ("<div>", "<p>", "<li>",
// "<td>", "<br>") starts a new line. One word per element
// ("<div>Ignore</div><div>all</div>...") was one phrase to the model and
// none to the rules. Inline tags are cut; a run of tags with a block tag in
// it (and the whitespace between them) reads as one character, so a page's
// nesting ("</li></ul></div><div><ul><li>") does not become a long gap: a line
// break when the run holds one (as long-gaps keeps it), else a space (the
// tags stood between two words on one line).
//
// Only tags whose attributes are layout (class, id, lang, dir, role, align,
// sizes, spans) are read so: a style is evidence (a `display:none` span is the
// css_hidden rule's to read), and so is a class that hides ("sr-only",
// "d-none", "hidden"), and a title, alt or href carries text or a URL
// the rules must still see. Attribute values are short and plain (no quotes,
// angle brackets, backslashes or controls), so a match never overlaps an
// escape and the regex never backtracks past one tag.
const attrs = String.raw`(?![^>]{0,200}\b(?:hidden|d-none|sr-only|visually-hidden|invisible)\b)(?:\s+(?:class|id|lang|dir|role|align|valign|width|height|colspan|rowspan)(?:\s*=\s*(?:"[\w .:#%-]{0,80}"|'[\w .:#%-]{0,80}'|[\w.:#%-]{1,40}))?){0,6}\s*\/?>`;
// Code tags (code, tt, kbd, var) only without attributes: a documentation
// page's `<code class="function">` marks an API name a sentence talks about
// ("you should call <code class=...>BZ2_bzReadClose"), which joined to its
// sentence reads like an order to call a tool.
const inlineTag = nativeOnUse(
  new RegExp(
    String.raw`<\/?(?:(?:code|tt|kbd|var)>|(?:b|i|u|s|em|strong|mark|small|big|sup|sub|del|ins|cite|q|span)${attrs})`,
    "iy",
  ),
);
const blockTag = nativeOnUse(
  new RegExp(
    String.raw`<\/?(?:p|div|li|ul|ol|dl|dt|dd|td|th|tr|table|tbody|thead|tfoot|caption|br|hr|h[1-6]|blockquote|section|article|header|footer|nav|aside|main|figure|figcaption|pre|center|details|summary)${attrs}`,
    "iy",
  ),
);

// A block element's content of one word: no whitespace in at most this many characters.
const maxWord = 40;

// Whether text[from, to) is one word (or nothing): an element of the
// one-word-per-element layout.
function oneWord(text: string, from: number, to: number): boolean {
  if (to - from > maxWord) return false;
  for (let k = from; k < to; k++) if (isAsciiSpace(text.charCodeAt(k))) return false;
  return true;
}

/**
 * The tags of `text` read as the page shows them: inline formatting tags as
 * cuts, each run of tags holding a block element (with the whitespace between
 * them) as a swap: for a space between two one-word elements (the words of
 * one phrase), else for a line break (a new paragraph, cell or item starts
 * a line, as the rules that read a line's start expect). Both sorted; apart
 * from each other. Case-blind (an ASCII text gives the same spans before
 * lower-casing as after), linear: each "<" is tried once with two sticky
 * regexes, each match bounded by one tag.
 *
 * @example
 * tagEdits("<div>Ignore</div><div>all</div>").swaps.map((s) => [s.start, s.end, s.text]); // [[0, 5, " "], [11, 22, " "], [25, 31, " "]]
 * tagEdits("<p>Hi there.</p><p>System: x</p>").swaps[1]?.text; // "\n"
 * tagEdits("ig<b>no</b>re").cuts; // [2, 5, 7, 11]
 */
export function tagEdits(text: string): { cuts: number[]; swaps: Swap[] } {
  const cuts: number[] = [];
  // The runs holding a block element, as [start, end, newline] triples, swapped at the end.
  const blocks: number[] = [];
  // The run of tags being read: its span, its inline tags, whether it holds a block.
  let runStart = -1;
  let runEnd = -1;
  let block = false;
  let newline = false;
  let inline: number[] = [];
  const close = () => {
    if (runStart < 0) return;
    if (block) blocks.push(runStart, runEnd, newline ? 1 : 0);
    else for (let k = 0; k < inline.length; k++) cuts.push(inline[k] as number);
    runStart = -1;
    block = false;
    newline = false;
    inline = [];
  };
  const blockRe = blockTag();
  const inlineRe = inlineTag();
  for (let i = text.indexOf("<"); i >= 0; i = text.indexOf("<", i + 1)) {
    let end = -1;
    let isBlock = false;
    blockRe.lastIndex = i;
    if (blockRe.test(text)) {
      end = blockRe.lastIndex;
      isBlock = true;
    } else {
      inlineRe.lastIndex = i;
      if (inlineRe.test(text)) end = inlineRe.lastIndex;
    }
    if (end < 0) continue;
    // Does this tag continue the run (only whitespace since its last tag)?
    let j = runEnd;
    let broken = false;
    if (runStart >= 0)
      for (; j < i && isAsciiSpace(text.charCodeAt(j)); j++) broken ||= text.charCodeAt(j) === 0x0a;
    if (runStart < 0 || j < i) {
      close();
      runStart = i;
    } else newline ||= broken;
    runEnd = end;
    block ||= isBlock;
    inline.push(i, end);
    i = end - 1;
  }
  close();
  const swaps: Swap[] = [];
  for (let b = 0; b < blocks.length; b += 3) {
    const start = blocks[b] as number;
    const end = blocks[b + 1] as number;
    const before = b > 0 ? (blocks[b - 2] as number) : 0;
    const after = b + 3 < blocks.length ? (blocks[b + 3] as number) : text.length;
    const space = blocks[b + 2] === 0 && oneWord(text, before, start) && oneWord(text, end, after);
    swaps.push({ start, end, text: space ? " " : "\n" });
  }
  return { cuts, swaps };
}
