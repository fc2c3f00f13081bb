// The review files (bench/reviews/, see its README.md) as classifier training
// data: attacks and benign look-alikes by independent writers, read while
// rules were written and so development data already. The files named
// "held" stay out: they were measured and never read, and out of training
// they still measure the model on text it has not seen.
import type { BlindChannel } from "../blind/blind-case.ts";
import { reviewFiles } from "./review-files.ts";

/**
 * Every case of the review files but the held ones, as labelled records of
 * the file they came from. A case that names no channel (the review scans it
 * on all four) is read as a tool output, the channel most rules run on, so
 * an attack counts as missed only where the rules miss it at their widest.
 *
 * @example
 * readReviewCases().every((c) => !c.file.includes("held")); // true
 */
export function readReviewCases(): Array<{
  readonly id: string;
  readonly file: string;
  readonly channel: BlindChannel;
  readonly label: "injection" | "benign";
  readonly text: string;
}> {
  return reviewFiles()
    .filter(({ file }) => !file.includes("held"))
    .flatMap(({ file, cases }) =>
      cases.map((c) => ({
        id: `${file.replace(/\.json$/, "")}:${c.id}`,
        file: `review:${file.replace(/\.json$/, "")}`,
        channel: c.channel ?? "tool_output",
        label: c.label === "attack" ? ("injection" as const) : ("benign" as const),
        text: c.text,
      })),
    );
}
