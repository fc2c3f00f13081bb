// Row format for blind set 12: one list per channel that mixes benign and
// injection rows, numbered `b12-<letter>-NN` in the order written.
import { type BlindCase, type BlindChannel, type BlindRow, numberedRows } from "./blind-case.ts";

/** `[label, text, note]`: label is `"benign"` or the injection's category. */
export type Row12 = BlindRow;

/**
 * Turns a channel's rows into cases with ids `b12-<letter>-01`, `b12-<letter>-02`, ….
 *
 * @example
 * rows12("text", [["benign", "Ignore case when matching.", "grep flag"]])[0]?.id; // "b12-t-01"
 */
export function rows12(channel: BlindChannel, rows: readonly Row12[]): BlindCase[] {
  return numberedRows("b12", channel, rows);
}
