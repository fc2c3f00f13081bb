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
  const tally: Tally = { bytes: 0, maxBytes, maxDepth, ancestors: [] };
  const quick = quickBreach(root, 1, tally);
  return quick === DEEP ? walkBreach(root, maxBytes, maxDepth) : quick;
}

interface Tally {
  bytes: number;
  readonly maxBytes: number;
  readonly maxDepth: number;
  readonly ancestors: object[];
}

function quickBreach(
  value: unknown,
  depth: number,
  t: Tally,
): LimitBreach | undefined | typeof DEEP {
  switch (typeof value) {
    case "string":
      t.bytes += utf8Length(value) + 2;
      break;
    case "number":
      if (!Number.isFinite(value)) return notFinite(value);
      t.bytes += String(value).length;
      break;
    case "boolean":
      t.bytes += value ? 4 : 5;
      break;
    case "bigint":
    case "symbol":
    case "function":
      return notJson(typeof value);
    case "object": {
      if (value === null) {
        t.bytes += 4;
        break;
      }
      if (t.ancestors.includes(value)) return CYCLE;
      if (depth > t.maxDepth) return tooDeep(t.maxDepth);
      if (depth > QUICK_DEPTH) return DEEP;
      // Every member is counted before any is visited, as the iterative walk does.
      t.bytes += 2;
      const keys = Array.isArray(value) ? undefined : Object.keys(value);
      if (keys === undefined) t.bytes += (value as unknown[]).length;
      else for (const key of keys) t.bytes += key === "" ? 1 : utf8Length(key) + 4;
      if (t.bytes > t.maxBytes) return tooLarge(t.maxBytes);
      t.ancestors.push(value);
      const items = value as Record<string | number, unknown>;
      const n = keys === undefined ? (value as unknown[]).length : keys.length;
      for (let i = n - 1; i >= 0; i--) {
        const breach = quickBreach(keys === undefined ? items[i] : items[keys[i]!], depth + 1, t);
        if (breach !== undefined) return breach;
      }
      t.ancestors.pop();
      return undefined;
    }
    default:
      break;
  }
  return t.bytes > t.maxBytes ? tooLarge(t.maxBytes) : undefined;
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
    switch (typeof value) {
      case "string":
        bytes += utf8Length(value) + 2;
        break;
      case "number":
        if (!Number.isFinite(value)) return notFinite(value);
        bytes += String(value).length;
        break;
      case "boolean":
        bytes += value ? 4 : 5;
        break;
      case "bigint":
      case "symbol":
      case "function":
        return notJson(typeof value);
      case "object": {
        if (value === null) {
          bytes += 4;
          break;
        }
        if (ancestors.has(value)) return CYCLE;
        if (depth > maxDepth) return tooDeep(maxDepth);
        ancestors.add(value);
        stack.push({ value, depth, leave: true });
        bytes += 2;
        if (Array.isArray(value)) {
          // An index loop, not `map`: a sparse array's holes are members too.
          for (let i = 0; i < value.length; i++) {
            bytes += 1;
            stack.push({ value: value[i], depth: depth + 1 });
          }
        } else {
          for (const [key, item] of Object.entries(value)) {
            bytes += key === "" ? 1 : utf8Length(key) + 4;
            stack.push({ value: item, depth: depth + 1 });
          }
        }
        break;
      }
      default:
        break;
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
