import { objectBreach } from "./object-breach.js";
import { utf8Length } from "./utf8-length.js";

/**
 * Why arguments cannot be processed safely: over the byte or depth limit, cyclic, or
 * holding values JSON cannot carry (a bigint, a symbol).
 *
 * @example
 * const breach: LimitBreach = { code: "arguments_too_large", message: "arguments are 2000000 bytes; the limit is 1048576" };
 */
export interface LimitBreach {
  readonly code: "arguments_too_large" | "malformed_arguments";
  readonly message: string;
}

/**
 * The structure of argument text, read before parsing: its deepest bracket nesting, and
 * its `key: value` members (colons outside strings), which tell a caller whether the
 * parsed object kept every member (a key written twice keeps only its last value).
 *
 * @example
 * measureArgumentText('{"a":{"b":1}}'); // { deepest: 2, members: 2 }
 */
export interface TextMeasure {
  readonly deepest: number;
  readonly members: number;
}

/**
 * Nesting and members outside JSON strings in one pass, so a 100k-deep text never
 * reaches a recursive validator. String contents are jumped over (`indexOf` to the
 * closing quote; a quote after an odd run of backslashes is escaped): most of a call's
 * text is string values.
 *
 * @example
 * measureArgumentText('{"a":[1]}').deepest; // 2
 */
export function measureArgumentText(text: string): TextMeasure {
  let depth = 0;
  let deepest = 0;
  let members = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let close = text.indexOf('"', i + 1);
      while (close !== -1) {
        let k = close - 1;
        while (k > i && text.charCodeAt(k) === 92) k--;
        if ((close - 1 - k) % 2 === 0) break;
        close = text.indexOf('"', close + 1);
      }
      // An unclosed string runs to the end: nothing after it is structure.
      if (close === -1) break;
      i = close;
    } else if (c === 58) members++;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return { deepest, members };
}

/**
 * The limit a text crosses, if any (size first, then depth). The exact UTF-8 size is
 * counted only when the text could be over the limit: a UTF-16 unit is at most 3 bytes.
 *
 * @example
 * textBreach("[[1]]", measureArgumentText("[[1]]"), { maxArgumentBytes: 1024, maxDepth: 1 })?.code; // "arguments_too_large"
 */
export function textBreach(
  text: string,
  measure: TextMeasure,
  limits: { readonly maxArgumentBytes: number; readonly maxDepth: number },
): LimitBreach | undefined {
  if (text.length * 3 > limits.maxArgumentBytes) {
    const bytes = utf8Length(text);
    if (bytes > limits.maxArgumentBytes) {
      return {
        code: "arguments_too_large",
        message: `arguments are ${bytes} bytes; the limit is ${limits.maxArgumentBytes}`,
      };
    }
  }
  if (measure.deepest > limits.maxDepth) {
    return {
      code: "arguments_too_large",
      message: `arguments nest deeper than ${limits.maxDepth} levels`,
    };
  }
  return undefined;
}

/**
 * Checks a call's arguments against the policy limits before anything parses,
 * validates or scans them: size in UTF-8 bytes (exact for text, as serialised for
 * objects), nesting depth, cycles. Linear in the input and cycle-safe.
 *
 * @example
 * checkLimits('{"a":[[[[1]]]]}', { maxArgumentBytes: 1024, maxDepth: 3 });
 * // { code: "arguments_too_large", message: "arguments nest deeper than 3 levels" }
 */
export function checkLimits(
  args: unknown,
  limits: { readonly maxArgumentBytes: number; readonly maxDepth: number },
): LimitBreach | undefined {
  if (typeof args === "string") return textBreach(args, measureArgumentText(args), limits);
  if (typeof args === "object" && args !== null) {
    return objectBreach(args, limits.maxArgumentBytes, limits.maxDepth);
  }
  return undefined;
}
