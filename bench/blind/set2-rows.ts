// Row format for blind set 2: one list per channel that mixes benign and
// injection rows, numbered `b2-<letter>-NN` in the order written.
import { type BlindCase, type BlindChannel, type BlindRow, numberedRows } from "./blind-case.ts";

/** `[label, text, note]`: label is `"benign"` or the injection's category. */
export type Row2 = BlindRow;

/**
 * Turns a channel's rows into cases with ids `b2-<letter>-01`, `b2-<letter>-02`, ….
 *
 * @example
 * rows2("text", [["benign", "Ignore case when matching.", "grep flag"]])[0]?.id; // "b2-t-01"
 */
export function rows2(channel: BlindChannel, rows: readonly Row2[]): BlindCase[] {
  return numberedRows("b2", channel, rows);
}
