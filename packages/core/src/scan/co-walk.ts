// What the anchor pass can walk alongside its own automaton over ASCII text
// (see anchorMatcher), and what it records for the candidate pass.

/**
 * What a CoWalk recorded: `length` entries of `pairs`, (position, state) each.
 *
 * @example
 * for (let k = 0; k < emits.length; k += 2) emits.pairs[k]; // a position
 */
export interface CoEmits {
  readonly pairs: Int32Array;
  readonly length: number;
}

/**
 * A second automaton (prefix-candidates) walked over ASCII text in the same
 * loop as the anchor automaton: the two chains of table lookups overlap in
 * the CPU, so both cost little more than one (~3.6 ms per MB instead of
 * ~5.4). Its emitting states are returned as (position, state) pairs, for
 * its owner to read later.
 *
 * @example
 * const emits = find(text, mark, true, candidateFinder.co);
 */
export interface CoWalk {
  readonly step: Uint16Array | Int32Array;
  /** Classes of the 128 ASCII codes. */
  readonly asciiClassOf: Uint8Array;
  readonly emitFrom: number;
}
