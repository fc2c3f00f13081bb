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
// css_hidden rule's to read), and a title, alt or href carries text or a URL
// the rules must still see. Attribute values are short and plain (no quotes,
// angle brackets, backslashes or controls), so a match never overlaps an
// escape and the regex never backtracks past one tag.
const attrs = String.raw`(?:\s+(?:class|id|lang|dir|role|align|valign|width|height|colspan|rowspan)(?:\s*=\s*(?:"[\w .:#%-]{0,80}"|'[\w .:#%-]{0,80}'|[\w.:#%-]{1,40}))?){0,6}\s*\/?>`;
const inlineTag = new RegExp(
  String.raw`<\/?(?:b|i|u|s|em|strong|code|mark|small|big|sup|sub|del|ins|tt|kbd|var|cite|q|span)${attrs}`,
  "iy",
);
const blockTag = new RegExp(
  String.raw`<\/?(?:p|div|li|ul|ol|dl|dt|dd|td|th|tr|table|tbody|thead|tfoot|caption|br|hr|h[1-6]|blockquote|section|article|header|footer|nav|aside|main|figure|figcaption|pre|center|details|summary)${attrs}`,
  "iy",
);

const isSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * The tags of `text` read as the page shows them: inline formatting tags as
 * cuts, each run of tags holding a block element (with the whitespace between
 * them) as a swap for one line break or one space. Both sorted; apart from each other.
 * Case-blind (an ASCII text gives the same spans before lower-casing as
 * after), linear: each "<" is tried once with two sticky regexes, each match
 * bounded by one tag.
 *
 * @example
 * tagEdits("<div>Ignore</div><div>all</div>").swaps.map((s) => [s.start, s.end]); // [[0, 5], [11, 22], [25, 31]]
 * tagEdits("ig<b>no</b>re").cuts; // [2, 5, 7, 11]
 */
export function tagEdits(text: string): { cuts: number[]; swaps: Swap[] } {
  const cuts: number[] = [];
  const swaps: Swap[] = [];
  // The run of tags being read: its span, its inline tags, whether it holds a block.
  let runStart = -1;
  let runEnd = -1;
  let block = false;
  let newline = false;
  let inline: number[] = [];
  const close = () => {
    if (runStart < 0) return;
    if (block) swaps.push({ start: runStart, end: runEnd, text: newline ? "\n" : " " });
    else for (let k = 0; k < inline.length; k++) cuts.push(inline[k] as number);
    runStart = -1;
    block = false;
    newline = false;
    inline = [];
  };
  for (let i = text.indexOf("<"); i >= 0; i = text.indexOf("<", i + 1)) {
    let end = -1;
    let isBlock = false;
    blockTag.lastIndex = i;
    if (blockTag.test(text)) {
      end = blockTag.lastIndex;
      isBlock = true;
    } else {
      inlineTag.lastIndex = i;
      if (inlineTag.test(text)) end = inlineTag.lastIndex;
    }
    if (end < 0) continue;
    // Does this tag continue the run (only whitespace since its last tag)?
    let j = runEnd;
    let broken = false;
    if (runStart >= 0)
      for (; j < i && isSpace(text.charCodeAt(j)); j++) broken ||= text.charCodeAt(j) === 0x0a;
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
  return { cuts, swaps };
}
