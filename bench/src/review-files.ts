// The review files (bench/reviews/, see its README.md): what `pnpm
// eval:reviews` scans and what the classifier trains on.
import { readdirSync, readFileSync } from "node:fs";
import type { BlindChannel } from "../blind/blind-case.ts";

/** One reviewer's case: a case without a channel is read on all four. */
export interface ReviewCase {
  readonly id: string;
  readonly label: "attack" | "benign";
  readonly channel?: BlindChannel;
  readonly text: string;
}

const dir = new URL("../reviews/", import.meta.url);

/**
 * Every review file (its name, with ".json") and its cases, in name order.
 *
 * @example
 * reviewFiles().filter(({ file }) => file.includes("held")).length; // the held files
 */
export function reviewFiles(): Array<{ readonly file: string; readonly cases: ReviewCase[] }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({
      file,
      cases: JSON.parse(readFileSync(new URL(file, dir), "utf8")) as ReviewCase[],
    }));
}
