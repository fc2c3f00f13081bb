import { specsIndex } from "./resolve-tool-name.js";
import { toToolSpecs } from "./to-tool-specs.js";
import type { ToolInput, ToolSpec, ToolsetInput } from "./tool-spec.js";
import type { ToolsetIndex } from "./toolset-index.js";

// A provider's hosted tools (`{ type: "web_search_preview" }`, `{ type: "file_search" }`)
// sit in the same request array but declare no function the model calls by name.
function isHostedTool(entry: ToolInput): boolean {
  const record = entry as { readonly [key: string]: unknown };
  return (
    typeof record === "object" &&
    record !== null &&
    typeof record.type === "string" &&
    record.type !== "function" &&
    record.name === undefined &&
    record.function === undefined
  );
}

interface Read {
  /** The toolset's entries (array items, or record keys then values) when it was read. */
  readonly entries: readonly unknown[];
  readonly specs: readonly ToolSpec[];
  /** The specs' name index, kept here so a decision finds both with one lookup. */
  readonly index: ToolsetIndex;
}

const reads = new WeakMap<object, Read>();
// The toolset read last: an adapter passes the same toolset on every call, and a
// comparison costs less than a probe of `reads` (the entries are still compared).
let lastTools: object | undefined;
let lastRead: Read | undefined;
// Whether `lastTools` was frozen when it was kept: freezing cannot be undone, so the
// answer is read once per toolset, not asked of the object on every call.
let lastFrozen = false;

// Entry identities, compared on every call: a toolset array or record changed in
// place (an entry added, removed or replaced) is read again. An entry object edited
// in place (a new `function` swapped into a declaration) is not noticed; its
// parameters object is read by reference, so edits inside a schema still count.
function entriesOf(tools: ToolsetInput): readonly unknown[] {
  if (Array.isArray(tools)) return tools;
  const record = tools as { readonly [key: string]: unknown };
  const keys = Object.keys(record);
  const out: unknown[] = [...keys];
  for (let i = 0; i < keys.length; i++) out.push(record[keys[i]!]);
  return out;
}

function sameEntries(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `toolSpecsFor` read afresh, for results handed to the caller (who may change
 * them): the kept read is only for the guard's own use.
 *
 * @example
 * freshToolSpecsFor([{ name: "f", parameters: {} }]); // [{ name: "f", parameters: {} }]
 */
export function freshToolSpecsFor(tools: ToolsetInput): ToolSpec[] {
  return toToolSpecs(Array.isArray(tools) ? tools.filter((entry) => !isHostedTool(entry)) : tools);
}

const readSpecs = freshToolSpecsFor;

/**
 * The tools a call is judged against. A provider request's `tools` array can be
 * passed straight through: hosted tools without a function declaration are left out.
 * The result is kept per toolset object and reused while its entries are the same
 * objects (checked on every call, so an array changed between calls is read again),
 * which keeps the specs' identity stable for the name index and the schema cache.
 *
 * @example
 * toolSpecsFor([{ type: "web_search_preview" }, { type: "function", function: { name: "f", parameters: {} } }]);
 * // [{ name: "f", parameters: {} }]
 */
export function toolSpecsFor(tools: ToolsetInput): readonly ToolSpec[] {
  return toolIndexFor(tools).specs;
}

/**
 * Internal: the name index of the tools a call is judged against (its `specs` are
 * what `toolSpecsFor` returns), kept with the read: a decision needs both, and each
 * lookup in a table of many toolsets is a likely cache miss on the hot path.
 *
 * @example
 * toolIndexFor([{ name: "get_weather", parameters: {} }]).resolve("GetWeather")?.name; // "get_weather"
 */
export function toolIndexFor(tools: ToolsetInput): ToolsetIndex {
  if (typeof tools !== "object" || tools === null) return specsIndex(readSpecs(tools));
  // A frozen toolset cannot have changed since it was read: nothing to compare.
  if (tools === lastTools && lastFrozen) return (lastRead as Read).index;
  const entries = entriesOf(tools);
  const cached = tools === lastTools ? lastRead : reads.get(tools);
  if (cached !== undefined && sameEntries(cached.entries, entries)) {
    lastTools = tools;
    lastFrozen = Object.isFrozen(tools);
    lastRead = cached;
    return cached.index;
  }
  const specs = readSpecs(tools);
  const index = specsIndex(specs);
  // The array's own items are copied: the caller may change the array afterwards.
  const read = { entries: Array.isArray(tools) ? [...entries] : entries, specs, index };
  reads.set(tools, read);
  lastTools = tools;
  lastFrozen = Object.isFrozen(tools);
  lastRead = read;
  return index;
}
