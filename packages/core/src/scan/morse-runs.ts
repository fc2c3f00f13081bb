import { asciiSet, needleRuns } from "./needle-runs.js";

// Morse code: letters as dots and dashes split by spaces, words by a slash,
// a bar or a wider gap. Eight letters at least; nearly every sentence holds
// an "a", "l", "p", "r", "w" or "j", each with ".-" in it, so runs are looked
// for from that pair (see needleRuns).
const run = /(?<![.\w-])[.-]{1,7}(?:(?: {1,3}| ?[/|] ?)[.-]{1,7}){7,}(?![.\w-])/y;
const isRunChar = asciiSet(".- /|");

const letters = new Map<string, string>(
  Object.entries({
    ".-": "a",
    "-...": "b",
    "-.-.": "c",
    "-..": "d",
    ".": "e",
    "..-.": "f",
    "--.": "g",
    "....": "h",
    "..": "i",
    ".---": "j",
    "-.-": "k",
    ".-..": "l",
    "--": "m",
    "-.": "n",
    "---": "o",
    ".--.": "p",
    "--.-": "q",
    ".-.": "r",
    "...": "s",
    "-": "t",
    "..-": "u",
    "...-": "v",
    ".--": "w",
    "-..-": "x",
    "-.--": "y",
    "--..": "z",
    "-----": "0",
    ".----": "1",
    "..---": "2",
    "...--": "3",
    "....-": "4",
    ".....": "5",
    "-....": "6",
    "--...": "7",
    "---..": "8",
    "----.": "9",
    ".-.-.-": ".",
    "--..--": ",",
    "..--..": "?",
    "-.-.--": "!",
    "-..-.": "/",
    ".----.": "'",
    "---...": ":",
    "-....-": "-",
    ".--.-.": "@",
  }),
);

/**
 * Runs of Morse code with a ".-" in them, to `each` in order until it returns false.
 *
 * @example
 * morseRuns("-- . / .- .-.. .-.. / -. --- .--", (start, end) => true); // each(0, 32)
 */
export function morseRuns(text: string, each: (start: number, end: number) => boolean): void {
  needleRuns(text, ".-", run, isRunChar, each);
}

/**
 * A Morse run read as text, or undefined when a letter is not Morse.
 *
 * @example
 * fromMorse(".. --. -. --- .-. . / .- .-.. .-.."); // "ignore all"
 */
export function fromMorse(raw: string): string | undefined {
  const words: string[] = [];
  for (const word of raw.trim().split(/ ?[/|] ?| {2,}/)) {
    let out = "";
    for (const code of word.split(" ")) {
      if (code === "") continue;
      const letter = letters.get(code);
      if (letter === undefined) return undefined;
      out += letter;
    }
    if (out !== "") words.push(out);
  }
  return words.join(" ");
}
