// The review files (bench/reviews/, see its README.md) as classifier training
// data: attacks and benign look-alikes by independent writers, read while
// rules were written and so development data already. The files named
// "held" stay out: they were measured and never read, and out of training
// they still measure the model on text it has not seen; so do the files
// named in `untrained` below.
import type { BlindChannel } from "../blind/blind-case.ts";
import { reviewFiles } from "./review-files.ts";

// Read, but kept out of training: the sixty-first round's files, tool
// descriptions that speak of users, operators, system prompts and who
// outranks whom, as attacks and as honest look-alikes. Trained on, they
// moved the threshold from 0.90 to 0.92 and the never-read blind sets lost
// 30 catches (1,304 -> 1,274 of 1,946); the honest files alone, 0.91 and
// 1,277. Out of training they measure the model as the held files do. The
// sixty-second round's files (notes to AI readers in tool outputs and
// descriptions), the sixty-third's (cover stories and skipped checks in
// the user's own messages), the sixty-fourth's (secrets, prompts and other
// people's data asked for in the user's messages; calls forced by tool
// descriptions) and the sixty-fifth's (things kept from people, and calls
// steered, in the user's messages) are kept out on the same terms, so that
// these rounds' files measure the model alike, and so are the sixty-sixth's
// (orders planted in a call's arguments for a later reader, and messages
// written in a forged voice), and so are the sixty-seventh's (orders kept
// elsewhere, in a page, a paste or an encoded blob, to be carried out
// unread), and so are the sixty-eighth's (forged errors and notices whose
// fix is the attack, and honest errors with real fixes), and so are the
// sixty-ninth's (orders that hand an account to someone, and honest account
// and access changes), and so are the seventieth's (verdicts dictated to an
// AI that judges, and honest judging, rating and recommending), and so are
// the seventy-first's (runaway work: loops, floods and limits lifted, and
// honest retries, polling and bulk work), and so are the seventy-second's
// (scams an AI reader is told to pass on to its user, and honest advice,
// notices and support steps).
const untrained = /^r(?:6[1-9]|7[0-2])-/;

/**
 * Whether the classifier trains on a review file (its name, with ".json"):
 * every one but the held ones and those in `untrained`.
 *
 * @example
 * trainsOn("r60-unchecked-deed-attacks.json"); // true
 * trainsOn("r60-unchecked-deed-held-attacks.json"); // false
 */
export function trainsOn(file: string): boolean {
  return !file.includes("held") && !untrained.test(file);
}

/**
 * Every case of the review files but the held and untrained ones, as
 * labelled records of the file they came from. A case that names no channel (the review scans it
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
    .filter(({ file }) => trainsOn(file))
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
