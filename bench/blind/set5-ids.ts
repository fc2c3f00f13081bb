// Blind set 5: sequential ids per channel, so benign and injection rows of one
// channel share a single `b5-<c>-NN` sequence without colliding.
import type { BlindCase } from "./blind-case.ts";

/**
 * Re-number cases `${prefix}-01`, `${prefix}-02`, … in order, keeping every
 * other field. Used because {@link benign} and {@link attacks} each start at 01.
 *
 * @example
 * renumber("b5-t", [...benign("x", "text", rows), ...attacks("x", "text", bad)]);
 */
export const renumber = (prefix: string, cases: readonly BlindCase[]): BlindCase[] =>
  cases.map((c, i) => ({ ...c, id: `${prefix}-${String(i + 1).padStart(2, "0")}` }));
