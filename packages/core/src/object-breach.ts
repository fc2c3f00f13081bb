import type { LimitBreach } from "./check-limits.js";
import { utf8Length } from "./utf8-length.js";

// Shallow arguments (nearly all) are walked by recursion, which allocates
// nothing per value; past this depth the walk starts over iteratively, so no
// object can overflow the stack.
const QUICK_DEPTH = 32;
const DEEP = Symbol("deep");

/**
 * Why an argument object cannot be processed: over `maxBytes` as JSON would
 * write it, nested deeper than `maxDepth`, cyclic, or holding a value JSON
 * cannot carry. Shared (non-cyclic) references are counted each time, as
 * `JSON.stringify` would write them, so a reference "bomb" is caught by the
 * byte budget early. Values are visited depth first, last member first.
 *
 * @example
 * objectBreach({ a: [[[1]]] }, 1024, 2); // { code: "arguments_too_large", message: "arguments nest deeper than 2 levels" }
 * objectBreach({ city: "Paris" }, 1024, 64); // undefined
 */
export function objectBreach(
  root: object,
  maxBytes: number,
  maxDepth: number,
): LimitBreach | undefined {
  // A getter that starts another walk meanwhile (a guard called from inside the
  // arguments) finds this walk's state saved here and restored after it.
  const outerBytes = bytes;
  const outerLimitBytes = limitBytes;
  const outerLimitDepth = limitDepth;
  const outerBase = base;
  const ancestorsMark = ancestors.length;
  const pendingMark = pending.length;
  bytes = 0;
  limitBytes = maxBytes;
  limitDepth = maxDepth;
  base = ancestorsMark;
  let quick: LimitBreach | undefined | typeof DEEP;
  try {
    quick = quickBreach(root, 1);
  } finally {
    // An early answer (or a throwing getter) leaves its part of the stacks behind.
    if (ancestors.length !== ancestorsMark) ancestors.length = ancestorsMark;
    if (pending.length !== pendingMark) pending.length = pendingMark;
    bytes = outerBytes;
    limitBytes = outerLimitBytes;
    limitDepth = outerLimitDepth;
    base = outerBase;
  }
  return quick === DEEP ? walkBreach(root, maxBytes, maxDepth) : quick;
}

// The quick walk's state lives in module variables and two stacks shared by every
// call, so measuring an argument object allocates nothing for the framework's
// collector. `ancestors` holds the objects being walked (a cycle is one of them met
// again; this walk's start at `base`); `pending` the members of objects being walked
// not yet visited, last member on top, as the iterative walk visits them.
let bytes = 0;
let limitBytes = 0;
let limitDepth = 0;
let base = 0;
const ancestors: object[] = [];
const pending: unknown[] = [];

function quickBreach(value: unknown, depth: number): LimitBreach | undefined | typeof DEEP {
  if (typeof value !== "object" || value === null) {
    const leaf = leafBytes(value);
    if (typeof leaf !== "number") return leaf;
    bytes += leaf;
    return bytes > limitBytes ? tooLarge(limitBytes) : undefined;
  }
  if (ancestors.includes(value, base)) return CYCLE;
  if (depth > limitDepth) return tooDeep(limitDepth);
  if (depth > QUICK_DEPTH) return DEEP;
  // Every member is counted before any is visited, as the iterative walk does.
  bytes += 2;
  if (Array.isArray(value)) {
    // The commas between items.
    bytes += value.length > 0 ? value.length - 1 : 0;
    if (bytes > limitBytes) return tooLarge(limitBytes);
    ancestors.push(value);
    // An index loop: a sparse array's holes are members too.
    for (let i = value.length - 1; i >= 0; i--) {
      const breach = quickBreach(value[i], depth + 1);
      if (breach !== undefined) return breach;
    }
  } else {
    // `for…in` reads the keys from the shape's cache, where `Object.keys` would
    // copy them into a new array; own members only, in `Object.keys` order.
    const mark = pending.length;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      // `"key":`, and the comma before every member but the first.
      bytes += utf8Length(key) + (pending.length > mark ? 4 : 3);
      pending.push(record[key]);
    }
    if (bytes > limitBytes) return tooLarge(limitBytes);
    ancestors.push(value);
    while (pending.length > mark) {
      const breach = quickBreach(pending.pop(), depth + 1);
      if (breach !== undefined) return breach;
    }
  }
  ancestors.pop();
  return undefined;
}

// What a value that is not an object (or is null) adds as JSON would write it,
// or why JSON cannot carry it.
function leafBytes(value: unknown): number | LimitBreach {
  switch (typeof value) {
    case "string":
      return utf8Length(value) + 2;
    case "number":
      return Number.isFinite(value) ? String(value).length : notFinite(value);
    case "boolean":
      return value ? 4 : 5;
    case "bigint":
    case "symbol":
    case "function":
      return notJson(typeof value);
    case "object":
      return 4;
    default:
      return 0;
  }
}

type Frame = { readonly value: unknown; readonly depth: number; readonly leave?: true };

/**
 * `objectBreach`'s walk with an explicit stack (a cyclic or extremely deep
 * object cannot overflow it): the same answer, for the objects recursion must not walk.
 *
 * @example
 * walkBreach(deeplyNested, 1_048_576, 64); // { code: "arguments_too_large", message: "arguments nest deeper than 64 levels" }
 */
export function walkBreach(
  root: object,
  maxBytes: number,
  maxDepth: number,
): LimitBreach | undefined {
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
    if (typeof value !== "object" || value === null) {
      const leaf = leafBytes(value);
      if (typeof leaf !== "number") return leaf;
      bytes += leaf;
    } else {
      if (ancestors.has(value)) return CYCLE;
      if (depth > maxDepth) return tooDeep(maxDepth);
      ancestors.add(value);
      stack.push({ value, depth, leave: true });
      bytes += 2;
      if (Array.isArray(value)) {
        // An index loop, not `map`: a sparse array's holes are members too.
        for (let i = 0; i < value.length; i++) {
          if (i > 0) bytes += 1;
          stack.push({ value: value[i], depth: depth + 1 });
        }
      } else {
        let first = true;
        for (const [key, item] of Object.entries(value)) {
          bytes += utf8Length(key) + (first ? 3 : 4);
          first = false;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    }
    if (bytes > maxBytes) return tooLarge(maxBytes);
  }
  return undefined;
}

const CYCLE: LimitBreach = { code: "malformed_arguments", message: "arguments contain a cycle" };

// NaN and ±Infinity have no JSON form (a schema's integer check admits Infinity).
function notFinite(value: number): LimitBreach {
  return {
    code: "malformed_arguments",
    message: `arguments hold ${value}, which JSON cannot carry`,
  };
}

function notJson(kind: string): LimitBreach {
  return {
    code: "malformed_arguments",
    message: `arguments hold a ${kind}, which JSON cannot carry`,
  };
}

function tooDeep(maxDepth: number): LimitBreach {
  return { code: "arguments_too_large", message: `arguments nest deeper than ${maxDepth} levels` };
}

function tooLarge(maxBytes: number): LimitBreach {
  return { code: "arguments_too_large", message: `arguments are larger than ${maxBytes} bytes` };
}
