import { isAscii } from "./is-ascii.js";

// Upside-down text ("ǝɹouƃᴉ"): each letter turned by a look-alike (mostly
// IPA letters), the line read right to left. A line with three different
// turned letters is read back: the turned letters and the letters that turn
// into each other (b/q, d/p, n/u) swapped, the line reversed.
const turned = "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz";
const back = new Map<string, string>([...turned].map((c, k) => [c, String.fromCharCode(0x61 + k)]));
back.set("ı", "i");
back.set("ʃ", "l");
// The turned letters no plain text uses (the ASCII ones only count with them).
const marks = /[ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎ]/gu;
const minMarks = 3;

/**
 * Lines written upside down, as [start, end) pairs with their reading.
 *
 * @example
 * upsideDownLines("ǝɹouƃᴉ llɐ")[0]?.decoded; // "all ignore"
 */
export function upsideDownLines(text: string): { start: number; end: number; decoded: string }[] {
  if (isAscii(text)) return [];
  marks.lastIndex = 0;
  if (!marks.test(text)) return [];
  const lines: { start: number; end: number; decoded: string }[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end).trimEnd();
    if (new Set(line.match(marks)).size >= minMarks) {
      const decoded = Array.from(line, (c) => back.get(c) ?? c.toLowerCase())
        .reverse()
        .join("");
      lines.push({ start, end: start + line.length, decoded });
    }
    start = end + 1;
  }
  return lines;
}
