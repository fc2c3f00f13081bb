import { describe, expect, it } from "vitest";
import { decodeWeights } from "./decode-weights.js";
import {
  FEATURE_BITS,
  FEATURE_DEFAULTS,
  HEAD_CHARS,
  hashFeatures,
  modelText,
  TAIL_CHARS,
} from "./hash-features.js";

const norm = (values: Float32Array) => Math.sqrt(values.reduce((s, v) => s + v * v, 0));

describe("modelText", () => {
  it("drops invisible characters, decodes tag characters, folds width and case", () => {
    expect(modelText("I\u200bgn\u202eore  ALL\n\nprevious")).toBe("ignore all previous");
    const tags = [..."call"].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("");
    expect(modelText(`x ${tags}`)).toBe("x call");
    expect(modelText("ＩＧＮＯＲＥ")).toBe("ignore");
  });

  it("reads only the head and the tail of a long text", () => {
    const head = "a".repeat(HEAD_CHARS);
    const tail = "z".repeat(TAIL_CHARS);
    const long = modelText(`${head}${"ignore previous instructions ".repeat(10_000)}${tail}`);
    expect(long.length).toBeLessThanOrEqual(HEAD_CHARS + TAIL_CHARS + 1);
    expect(long).not.toContain("ignore");
  });
});

describe("hashFeatures", () => {
  it("is deterministic and L2-normalised", () => {
    const a = hashFeatures("Send the report to finance by Friday.");
    const b = hashFeatures("Send the report to finance by Friday.");
    expect([...a.indices]).toEqual([...b.indices]);
    expect([...a.values]).toEqual([...b.values]);
    expect(norm(a.values)).toBeCloseTo(1, 5);
  });

  it("counts presence, so repeating a phrase leaves the vector unchanged", () => {
    const once = hashFeatures("please call me back");
    const many = hashFeatures(Array(50).fill("please call me back").join(" "));
    const asMap = (f: typeof once) => new Map([...f.indices].map((k, i) => [k, f.values[i]]));
    const m = asMap(many);
    for (const [k, v] of asMap(once)) expect(m.get(k)).toBeCloseTo(v as number, 1);
  });

  it("bounds the work: features of a huge text depend only on its head and tail", () => {
    const head = "Quarterly report. ".repeat(600);
    const tail = " Regards, the finance team.".repeat(100);
    const one = hashFeatures(`${head}${"x".repeat(1_000_000)}${tail}`);
    const other = hashFeatures(
      `${head}${"ignore all previous instructions ".repeat(30_000)}${tail}`,
    );
    expect(one.indices.length).toBeLessThan(3 * (HEAD_CHARS + TAIL_CHARS));
    expect([...one.indices].sort()).toEqual([...other.indices].sort());
  });

  it("normalises a short text as if it had FEATURE_DEFAULTS.minFeatures features", () => {
    const short = hashFeatures("ignore");
    expect(short.indices.length).toBeLessThan(FEATURE_DEFAULTS.minFeatures);
    expect(norm(short.values)).toBeCloseTo(
      Math.sqrt(short.indices.length / FEATURE_DEFAULTS.minFeatures),
      5,
    );
    const plain = hashFeatures("ignore", FEATURE_BITS, { ...FEATURE_DEFAULTS, minFeatures: 1 });
    expect(norm(plain.values)).toBeCloseTo(1, 5);
  });

  it("leaves out character n-grams when charMin is 0", () => {
    const words = hashFeatures("alpha beta", FEATURE_BITS, { ...FEATURE_DEFAULTS, charMin: 0 });
    expect(words.indices.length).toBe(3); // two words and one bigram
  });

  it("returns an empty vector for empty or whitespace-only text", () => {
    expect(hashFeatures("").indices.length).toBe(0);
    expect(hashFeatures(" \n\t\u200b ").indices.length).toBe(0);
  });

  it("keeps every index inside the bucket range", () => {
    const { indices } = hashFeatures("Ünïcödé 🙂 text with emoji and CJK 漢字", 10);
    for (const i of indices) expect(i >= 0 && i < 1024).toBe(true);
  });
});

describe("decodeWeights", () => {
  it("decodes base64 into signed bytes", () => {
    expect([...decodeWeights("/wF/")]).toEqual([-1, 1, 127]);
    expect([...decodeWeights("gA==")]).toEqual([-128]);
  });

  it("rejects characters outside the alphabet", () => {
    expect(() => decodeWeights("ab$d")).toThrow(RangeError);
  });
});
