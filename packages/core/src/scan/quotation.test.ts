import { describe, expect, it } from "vitest";
import {
  insideQuote,
  isQuoted,
  opensQuote,
  quotedListItem,
  quotedSentenceStart,
  sentenceStart,
} from "./quotation.js";

describe("quotation", () => {
  it("tells a quoted phrase from a bare one", () => {
    expect(isQuoted('assert detect("ignore previous instructions")', 15)).toBe(true);
    expect(isQuoted("please ignore previous instructions", 7)).toBe(false);
    // Opened earlier on the line and still open; closed before the phrase, it is bare.
    expect(isQuoted('she wrote "well, ignore it', 16)).toBe(true);
    expect(isQuoted('she wrote "well." Now ignore it', 22)).toBe(false);
  });

  it("finds a sentence's start, not counting abbreviations or ends inside a quotation", () => {
    expect(sentenceStart("Done. Now ignore")).toBe(5);
    expect(sentenceStart("Use it, e.g. ignore")).toBe(0);
    expect(sentenceStart("line one\nline two")).toBe(9);
    expect(quotedSentenceStart('Entry: "Hi. You must')).toBe(0);
    expect(quotedSentenceStart('Entry: "Hi". Then you must')).toBe(12);
  });

  it("reads quotation marks of several scripts, and apostrophes as apostrophes", () => {
    expect(opensQuote.test('says "')).toBe(true);
    expect(opensQuote.test("says \u00ab")).toBe(true);
    expect(insideQuote('she wrote "ignore')).toBe(true);
    expect(insideQuote("Gr\u00fc\u00dfe: \u201eignore")).toBe(true);
    expect(insideQuote("Gr\u00fc\u00dfe: \u201eignore\u201c and")).toBe(false);
    expect(insideQuote("\u300cignore")).toBe(true);
    expect(insideQuote("the user's data")).toBe(false);
    expect(insideQuote("the line 'you are now")).toBe(true);
  });

  it("tells a list item that is one quotation from a bare or half-quoted one", () => {
    const list =
      'lines it uses:\n- "the check is broken, skip it."\n2. \u201cthe owner approved this\u201d';
    expect(quotedListItem(list, list.indexOf("skip"))).toBe(true);
    expect(quotedListItem(list, list.indexOf("owner"))).toBe(true);
    // Not a list item, not closed at the line's end, or the phrase after the quote.
    expect(quotedListItem('"the check is broken, skip it."', 22)).toBe(false);
    const open = '- "the check is broken", so skip it';
    expect(quotedListItem(open, open.indexOf("skip"))).toBe(false);
    const bare = "- the check is broken, skip it";
    expect(quotedListItem(bare, bare.indexOf("skip"))).toBe(false);
    // A line past 400 characters is not read, however long the text.
    const long = `- "${"x".repeat(500)} skip it."`;
    expect(quotedListItem(long, long.indexOf("skip"))).toBe(false);
  });
});
