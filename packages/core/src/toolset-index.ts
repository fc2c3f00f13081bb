import { toToolSpecs } from "./to-tool-specs.js";
import { toolNameKey } from "./tool-name-key.js";
import type { ToolSpec, ToolsetInput } from "./tool-spec.js";

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
const indexes = new WeakMap<object, ToolsetIndex>();

/**
 * Builds the lookup for a list of specs: exact names first, then the loose
 * key, which resolves only when exactly one tool has it.
 *
 * @example
 * indexSpecs([{ name: "get_weather", parameters: {} }]).resolve("functions.GetWeather")?.name; // "get_weather"
 */
export function indexSpecs(specs: readonly ToolSpec[]): ToolsetIndex {
  const exact = new Map<string, ToolSpec>();
  const loose = new Map<string, ToolSpec | typeof AMBIGUOUS>();
  for (const spec of specs) {
    if (!exact.has(spec.name)) exact.set(spec.name, spec);
    const key = toolNameKey(spec.name);
    const prior = loose.get(key);
    if (prior === undefined) loose.set(key, spec);
    // Two declarations with the same exact name are one tool, not an ambiguity.
    else if (prior !== AMBIGUOUS && prior.name !== spec.name) loose.set(key, AMBIGUOUS);
  }
  return {
    specs,
    names: Object.freeze(specs.map((spec) => spec.name)),
    resolve(name) {
      const hit = exact.get(name);
      if (hit !== undefined) return hit;
      const match = loose.get(toolNameKey(name));
      return match === AMBIGUOUS ? undefined : match;
    },
  };
}

/**
 * Reads and indexes a toolset, cached by the toolset object's identity so a
 * toolset reused across calls is read once.
 *
 * @example
 * indexToolset(sampleToolset()).resolve("legal_draft_v3");
 */
export function indexToolset(tools: ToolsetInput): ToolsetIndex {
  const cached = indexes.get(tools);
  if (cached !== undefined) return cached;
  const index = indexSpecs(toToolSpecs(tools));
  indexes.set(tools, index);
  return index;
}
