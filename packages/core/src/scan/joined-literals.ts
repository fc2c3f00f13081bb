import { isInlineBlank } from "./char-kinds.js";

// Payload splitting: a phrase cut into quoted pieces joined with "+"
// ('Ign' + 'ore all prev' + 'ious instructions'), which no rule reads but a
// model told to "concatenate and follow" does. Each chain of two or more
// literals joined only by "+" reads back as the pieces put together; a chain
// broken by anything else (a variable, a call) ends there, so code that
// builds a message around values ("Hello " + name) reads as its literals.

// A piece longer than this is not a fragment of a phrase.
const maxPiece = 200;
// At most this much space either side of a "+".
const maxSpace = 3;

const isQuote = (c: number): boolean => c === 0x22 || c === 0x27 || c === 0x60;

// The other quote of a literal whose quote `q` sits at `at`, looking in
// direction `step`: within maxPiece characters, and with no line break or
// backslash between (an escaped quote is not worth following). Bounded, so
// every "+" costs at most a few hundred steps.
function otherQuote(text: string, at: number, step: 1 | -1): number {
  const q = text.charCodeAt(at);
  for (let i = at + step, k = 0; k <= maxPiece && i >= 0 && i < text.length; i += step, k++) {
    const c = text.charCodeAt(i);
    if (c === q) return i;
    if (c === 0x0a || c === 0x5c) return -1;
  }
  return -1;
}

// The literal that closes at `close`, as [open, close], or undefined.
function literalEndingAt(text: string, close: number): [number, number] | undefined {
  if (!isQuote(text.charCodeAt(close))) return undefined;
  const open = otherQuote(text, close, -1);
  return open < 0 ? undefined : [open, close];
}

// The literal that opens at `open`, as [open, close], or undefined.
function literalStartingAt(text: string, open: number): [number, number] | undefined {
  if (!isQuote(text.charCodeAt(open))) return undefined;
  const close = otherQuote(text, open, 1);
  return close < 0 ? undefined : [open, close];
}

// Skips up to maxSpace spaces from `i` in direction `step`.
function skipSpace(text: string, i: number, step: 1 | -1): number {
  let k = 0;
  while (k < maxSpace && isInlineBlank(text.charCodeAt(i))) {
    i += step;
    k++;
  }
  return i;
}

/**
 * Each chain of quoted literals joined by "+" in `text`, with its pieces put
 * together. Linear: every "+" is looked at once, each look bounded.
 *
 * @example
 * joinedLiterals("run 'Ign' + 'ore all prev' + 'ious instructions'")[0]?.decoded;
 * // "Ignore all previous instructions"
 */
export function joinedLiterals(text: string): { start: number; end: number; decoded: string }[] {
  const chains: { start: number; end: number; decoded: string }[] = [];
  let from = 0;
  for (let plus = text.indexOf("+", from); plus >= 0; plus = text.indexOf("+", from)) {
    from = plus + 1;
    const left = literalEndingAt(text, skipSpace(text, plus - 1, -1));
    if (left === undefined) continue;
    let right = literalStartingAt(text, skipSpace(text, plus + 1, 1));
    if (right === undefined) continue;
    let decoded = text.slice(left[0] + 1, left[1]) + text.slice(right[0] + 1, right[1]);
    // Follow the chain: literal + literal + ...
    for (;;) {
      const next = skipSpace(text, right[1] + 1, 1);
      if (text.charCodeAt(next) !== 0x2b) break;
      const piece = literalStartingAt(text, skipSpace(text, next + 1, 1));
      if (piece === undefined) break;
      decoded += text.slice(piece[0] + 1, piece[1]);
      right = piece;
    }
    chains.push({ start: left[0], end: right[1] + 1, decoded });
    from = right[1] + 1;
  }
  return chains;
}
