import { isDerivedSchema } from "./read-tool-spec.js";
import { isKnownSchema } from "./schema-cache.js";
import { toToolSpecs } from "./to-tool-specs.js";
import { toolNameKey } from "./tool-name-key.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";
import { type EntriesSnapshot, sameEntries, snapshotEntries } from "./toolset-entries.js";

/**
 * A toolset read once, with O(1) name resolution.
 *
 * @example
 * const index: ToolsetIndex = indexToolset(tools);
 */
export interface ToolsetIndex {
  readonly specs: readonly ToolSpec[];
  /** The declared names, in order (frozen: feedback keeps what it derives from it). */
  readonly names: readonly string[];
  /** The tool a (possibly sloppy) name resolves to, or `undefined`. */
  resolve(name: string): ToolSpec | undefined;
}

const AMBIGUOUS = Symbol("ambiguous");
interface Remembered {
  readonly index: ToolsetIndex;
  readonly seen: EntriesSnapshot;
}

const indexes = new WeakMap<object, Remembered>();

// Below this many tools a linear scan of the names beats building a Map: a
// toolset rebuilt per request is indexed for one or two lookups.
const SCAN_LIMIT = 16;
// Names that are not declared exactly, remembered per toolset with what they resolve
// to; dropped all at once at this size, so a stream of invented names stays bounded.
const SLOPPY_LIMIT = 64;

// Everything is derived on first use: a toolset rebuilt per request pays for
// the lookups it makes, not for a Map of every name and every loose key.
class SpecsIndex implements ToolsetIndex {
  readonly specs: readonly ToolSpec[];
  #exact: Map<string, ToolSpec> | undefined;
  #loose: Map<string, ToolSpec | typeof AMBIGUOUS> | undefined;
  #names: readonly string[] | undefined;
  #sloppy: Map<string, ToolSpec | null> | undefined;

  constructor(specs: readonly ToolSpec[]) {
    this.specs = specs;
  }

  get names(): readonly string[] {
    this.#names ??= Object.freeze(this.specs.map((spec) => spec.name));
    return this.#names;
  }

  resolve(name: string): ToolSpec | undefined {
    // A call's name comes from a model or a caller: anything but a string names no tool.
    if (typeof name !== "string") return undefined;
    // The usual answer (a small toolset, the exact name) is found here, with no
    // private method call: a decision resolves a name on every call.
    const specs = this.specs;
    if (specs.length <= SCAN_LIMIT) {
      for (let i = 0; i < specs.length; i++) {
        const spec = specs[i] as ToolSpec;
        if (spec.name === name) return spec;
      }
    } else {
      const hit = this.#exactMatch(name);
      if (hit !== undefined) return hit;
    }
    // A model that used a sloppy or invented name keeps using it (retries after
    // feedback), and building its loose key (lower-casing, a regex replace) costs
    // more than a lookup: the answer is kept, the same one the key would give.
    let sloppy = this.#sloppy;
    if (sloppy === undefined) {
      sloppy = new Map();
      this.#sloppy = sloppy;
    }
    const known = sloppy.get(name);
    if (known !== undefined) return known ?? undefined;
    const match = this.#looseMap().get(toolNameKey(name));
    const spec = match === AMBIGUOUS ? undefined : match;
    if (sloppy.size >= SLOPPY_LIMIT) sloppy.clear();
    sloppy.set(name, spec ?? null);
    return spec;
  }

  // A toolset past SCAN_LIMIT: the exact names in a Map, built on first use.
  #exactMatch(name: string): ToolSpec | undefined {
    const specs = this.specs;
    if (this.#exact === undefined) {
      const exact = new Map<string, ToolSpec>();
      for (const spec of specs) if (!exact.has(spec.name)) exact.set(spec.name, spec);
      this.#exact = exact;
    }
    return this.#exact.get(name);
  }

  #looseMap(): Map<string, ToolSpec | typeof AMBIGUOUS> {
    if (this.#loose !== undefined) return this.#loose;
    const loose = new Map<string, ToolSpec | typeof AMBIGUOUS>();
    for (const spec of this.specs) {
      const key = toolNameKey(spec.name);
      const prior = loose.get(key);
      if (prior === undefined) loose.set(key, spec);
      // Two declarations with the same exact name are one tool, not an ambiguity.
      else if (prior !== AMBIGUOUS && prior.name !== spec.name) loose.set(key, AMBIGUOUS);
    }
    this.#loose = loose;
    return loose;
  }
}

/**
 * Builds the lookup for a list of specs: exact names first, then the loose
 * key, which resolves only when exactly one tool has it.
 *
 * @example
 * indexSpecs([{ name: "get_weather", parameters: {} }]).resolve("functions.GetWeather")?.name; // "get_weather"
 */
export function indexSpecs(specs: readonly ToolSpec[]): ToolsetIndex {
  return new SpecsIndex(specs);
}

/**
 * Reads and indexes a toolset, cached by the toolset object's identity so a
 * toolset reused across calls is read once. A small toolset that looks rebuilt
 * for this request (every schema a plain object found in the declaration, none
 * of them reused) is not remembered: the WeakMap entry a one-off copy would
 * leave, and its GC, cost more than reading it again would. A reused one is
 * remembered from the call after one of its schemas is known (see
 * `isKnownSchema`); a large one always is. A remembered toolset changed in place
 * since (an entry added, removed or replaced) is read again: its entries are
 * compared by identity on every call.
 *
 * @example
 * indexToolset(sampleToolset()).resolve("legal_draft_v3");
 */
export function indexToolset(tools: ToolsetInput): ToolsetIndex {
  const cached = indexes.get(tools);
  if (cached !== undefined && sameEntries(tools, cached.seen)) return cached.index;
  const specs = toToolSpecs(tools);
  const index = indexSpecs(specs);
  // A toolset already remembered is reused: its new read is remembered too.
  if (cached !== undefined || !looksRebuilt(specs)) {
    indexes.set(tools, { index, seen: snapshotEntries(tools) });
  }
  return index;
}

function looksRebuilt(specs: readonly ToolSpec[]): boolean {
  if (specs.length > SCAN_LIMIT) return false;
  for (let i = 0; i < specs.length; i++) {
    const schema = (specs[i] as ToolSpec).parameters;
    if (isDerivedSchema(schema) || isKnownSchema(schema)) return false;
  }
  return true;
}
