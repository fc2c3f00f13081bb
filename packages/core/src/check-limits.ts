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

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * What one pass over argument text finds: its UTF-8 size, its deepest bracket nesting,
 * and its `key: value` members (colons outside strings), which tell a caller whether
 * the parsed object kept every member (a key written twice keeps only its last value).
 *
 * @example
 * measureArgumentText('{"a":{"b":1}}'); // { bytes: 13, deepest: 2, members: 2 }
 */
export interface TextMeasure {
  readonly bytes: number;
  readonly deepest: number;
  readonly members: number;
}

/**
 * Size, nesting and members outside JSON strings in one pass, read before parsing so a
 * 100k-deep text never reaches a recursive validator. The size is needed exactly (for
 * the message), so the pass always runs to the end.
 *
 * @example
 * measureArgumentText('{"a":[1]}').deepest; // 2
 */
export function measureArgumentText(text: string): TextMeasure {
  let bytes = 0;
  let depth = 0;
  let deepest = 0;
  let members = 0;
  let inString = false;
  // The unit after a backslash inside a string is taken literally.
  let escaped = false;
  // The unit after a high surrogate was counted with it (4 bytes for the pair).
  let pairTail = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (pairTail) pairTail = false;
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      pairTail = true;
    } else bytes += 3;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 58) members++;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return { bytes, deepest, members };
}

/**
 * The limit a measured text crosses, if any (size first, then depth).
 *
 * @example
 * textBreach({ bytes: 10, deepest: 9, members: 0 }, { maxArgumentBytes: 1024, maxDepth: 3 })?.code; // "arguments_too_large"
 */
export function textBreach(
  measure: TextMeasure,
  limits: { readonly maxArgumentBytes: number; readonly maxDepth: number },
): LimitBreach | undefined {
  if (measure.bytes > limits.maxArgumentBytes) {
    return {
      code: "arguments_too_large",
      message: `arguments are ${measure.bytes} bytes; the limit is ${limits.maxArgumentBytes}`,
    };
  }
  if (measure.deepest > limits.maxDepth) {
    return {
      code: "arguments_too_large",
      message: `arguments nest deeper than ${limits.maxDepth} levels`,
    };
  }
  return undefined;
}

type Frame = { readonly value: unknown; readonly depth: number; readonly leave?: true };

function objectBreach(root: object, maxBytes: number, maxDepth: number): LimitBreach | undefined {
  // Iterative walk: a cyclic or extremely deep object cannot overflow the stack.
  // Shared (non-cyclic) references are counted each time, as JSON.stringify would
  // write them, so a reference "bomb" is caught by the byte budget early.
  const ancestors = new Set<object>();
  const stack: Frame[] = [{ value: root, depth: 1 }];
  let bytes = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value, depth } = frame;
    if (frame.leave) {
      ancestors.delete(value as object);
      continue;
    }
    switch (typeof value) {
      case "string":
        bytes += utf8Length(value) + 2;
        break;
      case "number":
        // NaN and ±Infinity have no JSON form (a schema's integer check admits Infinity).
        if (!Number.isFinite(value)) {
          return {
            code: "malformed_arguments",
            message: `arguments hold ${value}, which JSON cannot carry`,
          };
        }
        bytes += String(value).length;
        break;
      case "boolean":
        bytes += String(value).length;
        break;
      case "bigint":
      case "symbol":
      case "function":
        return {
          code: "malformed_arguments",
          message: `arguments hold a ${typeof value}, which JSON cannot carry`,
        };
      case "object": {
        if (value === null) {
          bytes += 4;
          break;
        }
        if (ancestors.has(value)) {
          return { code: "malformed_arguments", message: "arguments contain a cycle" };
        }
        if (depth > maxDepth) {
          return {
            code: "arguments_too_large",
            message: `arguments nest deeper than ${maxDepth} levels`,
          };
        }
        ancestors.add(value);
        stack.push({ value, depth, leave: true });
        bytes += 2;
        const entries = Array.isArray(value)
          ? value.map((item) => ["", item] as const)
          : Object.entries(value);
        for (const [key, item] of entries) {
          bytes += key === "" ? 1 : utf8Length(key) + 4;
          stack.push({ value: item, depth: depth + 1 });
        }
        break;
      }
      default:
        break;
    }
    if (bytes > maxBytes) {
      return {
        code: "arguments_too_large",
        message: `arguments are larger than ${maxBytes} bytes`,
      };
    }
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
  if (typeof args === "string") return textBreach(measureArgumentText(args), limits);
  if (typeof args === "object" && args !== null) {
    return objectBreach(args, limits.maxArgumentBytes, limits.maxDepth);
  }
  return undefined;
}
