// Row format for blind set 2: one list per channel that mixes benign and
// injection rows, numbered `b2-<letter>-NN` in the order written.
import type { BlindCase, BlindCategory, BlindChannel } from "./blind-case.ts";

/** `[label, text, note]`: label is `"benign"` or the injection's category. */
export type Row2 = readonly ["benign" | BlindCategory, string, string];

const letters: { readonly [C in BlindChannel]: string } = {
  description: "d",
  argument: "a",
  tool_output: "o",
  text: "t",
};

/**
 * Turns a channel's rows into cases with ids `b2-<letter>-01`, `b2-<letter>-02`, ….
 *
 * @example
 * rows2("text", [["benign", "Ignore case when matching.", "grep flag"]])[0]?.id; // "b2-t-01"
 */
export function rows2(channel: BlindChannel, rows: readonly Row2[]): BlindCase[] {
  return rows.map(([label, text, note], i) => {
    const id = `b2-${letters[channel]}-${String(i + 1).padStart(2, "0")}`;
    return label === "benign"
      ? { id, channel, label: "benign", text, note }
      : { id, channel, label: "injection", category: label, text, note };
  });
}
