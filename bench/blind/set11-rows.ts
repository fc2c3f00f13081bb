// Row format for blind set 11: one list per channel that mixes benign and
// injection rows, numbered `b11-<letter>-NN` in the order written.
import { type BlindCase, type BlindChannel, type BlindRow, numberedRows } from "./blind-case.ts";

/** `[label, text, note]`: label is `"benign"` or the injection's category. */
export type Row11 = BlindRow;

/**
 * Turns a channel's rows into cases with ids `b11-<letter>-01`, `b11-<letter>-02`, ….
 *
 * @example
 * rows11("text", [["benign", "Ignore case when matching.", "grep flag"]])[0]?.id; // "b11-t-01"
 */
export function rows11(channel: BlindChannel, rows: readonly Row11[]): BlindCase[] {
  return numberedRows("b11", channel, rows);
}
