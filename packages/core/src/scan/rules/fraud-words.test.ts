import { describe, expect, it } from "vitest";
import { fraudWordsI18n } from "./fraud-words.js";

describe("fraudWordsI18n", () => {
  const word = new RegExp(`^(?:${fraudWordsI18n})$`);
  it("reads the word for fraud or scam in other languages", () => {
    for (const w of ["estafa", "arnaque", "betrug", "мошенни", "诈骗", "사기"])
      expect(word.test(w)).toBe(true);
  });
  it("holds no English word (each rule adds its own)", () => {
    for (const w of ["fraud", "scam", "phishing"]) expect(word.test(w)).toBe(false);
  });
});
