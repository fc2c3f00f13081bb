import type { CacheEntry } from "./schema-cache.js";
import { matchesSnapshot, type SchemaSnapshot } from "./schema-snapshot.js";

// A tool rebuilt per request is a new object with the content its name had last
// time: compared in place with a snapshot of that content, it needs no
// serialisation and no WeakMap entry (an entry per one-off copy, and the GC of
// them, was a large part of a rebuilt call's cost). Snapshots are kept per tool
// name, several per name (one name, several toolsets: BFCL has up to 9), the
// last one matched tried first, and bounded in all.
interface Remembered {
  readonly snapshot: SchemaSnapshot;
  readonly entry: CacheEntry;
  readonly chars: number;
}
interface NameSlot {
  readonly remembered: Remembered[];
  /** The length of the texts of `remembered`: a miss may walk them all. */
  chars: number;
  // Objects of this name recently found equal to a snapshot, with their entries
  // (strong references, bounded). One seen again is being reused, so it joins
  // the identity map, as the first sighting of any schema does. A ring, not one
  // slot: a reused schema may alternate with rebuilt copies of itself and of
  // the name's other schemas.
  readonly recent: (object | undefined)[];
  readonly recentFound: (Remembered | undefined)[];
  next: number;
}
const byName = new Map<string, NameSlot>();
let rememberedCount = 0;
let rememberedChars = 0;
const PER_NAME = 16;
const RECENT = 16;
// What the rings keep alive, bounded like the snapshots (in the length of the
// texts of the content they hold): past it every ring is emptied at once.
const MAX_RECENT_CHARS = 4_000_000;
let recentChars = 0;
// The snapshots' bound, in number and in the length of the texts they copy
// (a snapshot holds about what its text does).
const MAX_REMEMBERED = 1024;
const MAX_REMEMBERED_CHARS = 4_000_000;
// Bounds what a miss under one name can walk (a crafted set of near-equal
// schemas makes it compare against every snapshot of the name).
const MAX_NAME_CHARS = 512_000;

/**
 * Internal: the entry of an earlier schema of tool `name` whose content equals
 * `schema`'s, found by comparing it with their snapshots (no serialisation), or
 * `undefined`. A copy met again is passed to `promote`: it is being reused.
 *
 * @example
 * recallRebuilt("get_weather", structuredClone(schema), promote); // the entry, or undefined
 */
export function recallRebuilt(
  name: string,
  schema: object,
  promote: (schema: object, entry: CacheEntry) => void,
): CacheEntry | undefined {
  const slot = byName.get(name);
  if (slot === undefined) return undefined;
  const seen = slot.recent.indexOf(schema);
  if (seen >= 0) {
    const entry = (slot.recentFound[seen] as Remembered).entry;
    promote(schema, entry);
    return entry;
  }
  const remembered = slot.remembered;
  for (let i = 0; i < remembered.length; i++) {
    const r = remembered[i] as Remembered;
    if (!matchesSnapshot(schema, r.snapshot)) continue;
    if (i > 0) {
      // Swapped to the front, not spliced: nothing allocated on a hit.
      remembered[i] = remembered[0] as Remembered;
      remembered[0] = r;
    }
    keepRecent(slot, schema, r);
    return r.entry;
  }
  return undefined;
}

function keepRecent(slot: NameSlot, schema: object, found: Remembered): void {
  if (recentChars + found.chars > MAX_RECENT_CHARS) {
    for (const each of byName.values()) {
      each.recent.fill(undefined);
      each.recentFound.fill(undefined);
    }
    recentChars = 0;
  }
  const at = slot.next;
  recentChars += found.chars - (slot.recentFound[at]?.chars ?? 0);
  slot.recent[at] = schema;
  slot.recentFound[at] = found;
  slot.next = (at + 1) % RECENT;
}

/**
 * Internal: keeps `snapshot` (of a schema whose JSON text is `chars` long) and
 * its entry under tool `name`, within the bounds above.
 *
 * @example
 * rememberRebuilt("get_weather", snapshot, text.length, entry);
 */
export function rememberRebuilt(
  name: string,
  snapshot: SchemaSnapshot,
  chars: number,
  entry: CacheEntry,
): void {
  // Dropped all at once at the bound, like the aliases: the next miss remembers again.
  if (rememberedCount >= MAX_REMEMBERED || rememberedChars + chars > MAX_REMEMBERED_CHARS) {
    byName.clear();
    rememberedCount = 0;
    rememberedChars = 0;
    recentChars = 0;
  }
  let slot = byName.get(name);
  if (slot === undefined) {
    slot = {
      remembered: [],
      chars: 0,
      recent: new Array<object | undefined>(RECENT).fill(undefined),
      recentFound: new Array<Remembered | undefined>(RECENT).fill(undefined),
      next: 0,
    };
    byName.set(name, slot);
  }
  while (
    slot.remembered.length >= PER_NAME ||
    (slot.remembered.length > 0 && slot.chars + chars > MAX_NAME_CHARS)
  ) {
    const dropped = slot.remembered.pop() as Remembered;
    rememberedCount--;
    rememberedChars -= dropped.chars;
    slot.chars -= dropped.chars;
  }
  slot.remembered.unshift({ snapshot, entry, chars });
  rememberedCount++;
  rememberedChars += chars;
  slot.chars += chars;
}

/**
 * Internal: forgets every snapshot and ring (see clearSchemaCache).
 *
 * @example
 * forgetRebuilt();
 */
export function forgetRebuilt(): void {
  byName.clear();
  rememberedCount = 0;
  rememberedChars = 0;
  recentChars = 0;
}
