import type { ToolsetInput } from "./tool-spec.js";

/**
 * Internal: what a toolset held when it was read, to tell later whether it was
 * changed in place. An array's items; a record's own keys, each followed by its
 * value. Empty and never compared for a frozen toolset, which cannot change.
 *
 * @example
 * const seen = snapshotEntries(tools);
 * tools.pop();
 * sameEntries(tools, seen); // false
 */
export interface EntriesSnapshot {
  readonly frozen: boolean;
  readonly entries: readonly unknown[];
}

const FROZEN: EntriesSnapshot = Object.freeze({ frozen: true, entries: Object.freeze([]) });

/**
 * Internal: records a toolset's entries by identity (one copy, made when the
 * toolset is read, never per call).
 *
 * @example
 * snapshotEntries([{ name: "f", parameters: {} }]).entries.length; // 1
 */
export function snapshotEntries(tools: ToolsetInput): EntriesSnapshot {
  if (Object.isFrozen(tools)) return FROZEN;
  if (Array.isArray(tools)) return { frozen: false, entries: tools.slice() };
  const record = tools as { readonly [key: string]: unknown };
  const entries: unknown[] = [];
  for (const key of Object.keys(record)) entries.push(key, record[key]);
  return { frozen: false, entries };
}

/**
 * Internal: true when the toolset still holds the same entries, in order, as
 * when `snapshot` was taken: an entry added, removed or replaced is a change.
 * Identity comparisons only, one per entry, allocating nothing: it runs on
 * every call that reuses a toolset. An entry object edited in place (a new
 * `parameters` assigned to a declaration) is not a change it can see.
 *
 * @example
 * sameEntries(tools, snapshotEntries(tools)); // true
 */
export function sameEntries(tools: ToolsetInput, snapshot: EntriesSnapshot): boolean {
  if (snapshot.frozen) return true;
  const entries = snapshot.entries;
  if (Array.isArray(tools)) {
    if (tools.length !== entries.length) return false;
    for (let i = 0; i < entries.length; i++) if (tools[i] !== entries[i]) return false;
    return true;
  }
  const record = tools as { readonly [key: string]: unknown };
  let at = 0;
  // `for…in` rather than `Object.keys`: no array per call. Own keys come first,
  // in `Object.keys` order; an inherited enumerable key is not a tool.
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (entries[at] !== key || entries[at + 1] !== record[key]) return false;
    at += 2;
  }
  return at === entries.length;
}
