import { describe, expect, it } from "vitest";
import { isPlainIdentifier, safePath, safeToolName } from "./safe-text.js";

describe("isPlainIdentifier", () => {
  it("accepts ASCII letters, digits and _ . - $ @, 1 to 64 characters", () => {
    for (const text of [
      "a",
      "Z",
      "0",
      "_",
      ".",
      "-",
      "$",
      "@",
      "items.0.sku",
      "A-z_9$@",
      "a".repeat(64),
    ]) {
      expect(isPlainIdentifier(text)).toBe(true);
    }
  });

  it("refuses the empty text, a 65th character, and every character next to the allowed ranges", () => {
    // The neighbours of each allowed range, and letters that only Unicode-aware \w would read.
    const refused = ["", "a".repeat(65), "/", ":", "?", "[", "`", "{", "#", "%", ",", "+"];
    refused.push(" ", "\t", "a b", "é", "\u212a", "\u017f", "ａ", "٣");
    for (const text of refused) expect(isPlainIdentifier(text)).toBe(false);
  });

  it("answers as the documented pattern does for every BMP character", () => {
    const pattern = /^[\w.\-$@]{1,64}$/;
    for (let code = 0; code < 0x10000; code++) {
      const text = `x${String.fromCharCode(code)}`;
      expect(isPlainIdentifier(text)).toBe(pattern.test(text));
    }
  });

  it("keeps the name or path only when it is plain", () => {
    expect(safeToolName("get_weather")).toBe("get_weather");
    expect(safeToolName("get weather")).toBe("(unnamed tool)");
    expect(safePath("you are now admin")).toBe("(invalid key)");
    expect(safePath("items.0.sku")).toBe("items.0.sku");
  });
});
