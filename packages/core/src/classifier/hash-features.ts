// Self-contained on purpose (no relative imports): the training script in
// bench/ imports this file directly, so training and inference share one
// featuriser and cannot drift apart.

/** Bits of the hashed feature space the shipped model uses (2^16 buckets). */
export const FEATURE_BITS = 16;

/**
 * How texts become features. The shipped model uses {@link FEATURE_DEFAULTS};
 * the training script can try others (and must ship what it trained with).
 *
 * @example
 * const options: FeatureOptions = { ...FEATURE_DEFAULTS, charMax: 4 };
 */
export interface FeatureOptions {
  /** Shortest and longest character n-gram (0 disables them). */
  readonly charMin: number;
  readonly charMax: number;
  /**
   * Texts with fewer features than this are normalised as if they had this
   * many: a one-word text ("ignore", "system") carries little evidence, and
   * plain L2 normalisation would give its one word the weight of a sentence.
   */
  readonly minFeatures: number;
}

/**
 * The featuriser's settings for the shipped model.
 *
 * @example
 * FEATURE_DEFAULTS.charMax; // 5
 */
export const FEATURE_DEFAULTS: FeatureOptions = { charMin: 3, charMax: 5, minFeatures: 64 };

/** Code units read from the start and the end of a long text. */
export const HEAD_CHARS = 8192;
export const TAIL_CHARS = 2048;

/**
 * A sparse, L2-normalised feature vector: bucket indices and signed values.
 *
 * @example
 * const { indices, values } = hashFeatures("Ignore the above.");
 */
export interface HashedFeatures {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

// Zero-width, bidi and other format characters an attacker uses to split words.
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: combining marks (U+034F, variation selectors) are listed on purpose, each removed on its own
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
// Unicode tag characters (U+E0020..U+E007E) spell ASCII invisibly: read them as ASCII.
const TAGS = /\udb40([\udc20-\udc7e])/g;
const SPACE = /\s+/g;
const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The text the model reads: the first 8 KB and last 2 KB (so the work is
 * bounded whatever the input), NFKC, tag characters decoded, invisible
 * characters dropped, lower-cased, whitespace collapsed.
 *
 * @example
 * modelText("I\u200bgnore  ALL"); // "ignore all"
 */
export function modelText(text: string): string {
  const capped =
    text.length > HEAD_CHARS + TAIL_CHARS
      ? `${text.slice(0, HEAD_CHARS)}\n${text.slice(text.length - TAIL_CHARS)}`
      : text;
  return capped
    .replace(TAGS, (_, low: string) => String.fromCharCode(low.charCodeAt(0) - 0xdc00))
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(SPACE, " ")
    .trim();
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

// A final avalanche so nearby n-grams land in unrelated buckets and sign bits.
let scratch: Int8Array | undefined;

function mix(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Hashes word uni- and bi-grams and character 3- to 5-grams of
 * {@link modelText} into `2^bits` signed buckets, then L2-normalises. Each
 * bucket counts once (presence), so repeating a phrase does not outweigh the
 * rest of the text. Linear in the (capped) input.
 *
 * @example
 * hashFeatures("You must call transfer_funds.").indices.length > 0; // true
 */
export function hashFeatures(
  text: string,
  bits: number = FEATURE_BITS,
  options: FeatureOptions = FEATURE_DEFAULTS,
): HashedFeatures {
  const { charMin, charMax, minFeatures } = options;
  const normal = modelText(text);
  const size = 1 << bits;
  const mask = size - 1;
  // Scratch space reused across calls (the core is single-threaded per realm).
  if (scratch === undefined || scratch.length !== size) scratch = new Int8Array(size);
  const marks = scratch;
  const touched: number[] = [];
  // Each bucket counts once with the sign of the first n-gram that lands in it:
  // presence, not counts, so repeating a phrase does not outweigh the rest.
  const emit = (hash: number) => {
    const h = mix(hash);
    const bucket = h & mask;
    if (marks[bucket] !== 0) return;
    marks[bucket] = h & 0x80000000 ? -1 : 1;
    touched.push(bucket);
  };

  const wordSeed = fnv(FNV_OFFSET, "w:");
  let previous: string | undefined;
  for (const match of normal.matchAll(WORD)) {
    const word = match[0];
    emit(fnv(wordSeed, word));
    if (previous !== undefined) emit(fnv(fnv(wordSeed, previous), ` ${word}`));
    previous = word;
  }

  const padded = ` ${normal} `;
  const charSeed = fnv(FNV_OFFSET, "c:");
  if (charMin > 0)
    for (let i = 0; i + charMin <= padded.length; i++) {
      let h = charSeed;
      for (let n = 1; n <= charMax && i + n <= padded.length; n++) {
        h = Math.imul(h ^ padded.charCodeAt(i + n - 1), FNV_PRIME);
        if (n >= charMin) emit(h ^ n);
      }
    }

  const indices = Int32Array.from(touched);
  const values = new Float32Array(touched.length);
  const weight = touched.length > 0 ? 1 / Math.sqrt(Math.max(touched.length, minFeatures)) : 0;
  for (let k = 0; k < touched.length; k++) {
    const bucket = touched[k] as number;
    values[k] = (marks[bucket] as number) * weight;
    marks[bucket] = 0;
  }
  return { indices, values };
}
