import { describe, expect, it } from "vitest";
import {
  dottedLead,
  hasFiller,
  inUrl,
  isCardNumber,
  looksGenerated,
  mixed,
  namePrefix,
  strong,
} from "./secret-values.js";

const at = (pattern: RegExp, text: string) => pattern.exec(text) as RegExpExecArray;

describe("looksGenerated", () => {
  it("tells a generated value from a word or a placeholder", () => {
    expect(looksGenerated("wJalrXUtnFEMI7K7MDENGbPxRfiCY", 16)).toBe(true);
    expect(looksGenerated("ncp_iam_BPRfCWmETObJzuatSSnl0Ucui", 16)).toBe(true);
    expect(looksGenerated("your-key-here", 8)).toBe(false);
    expect(looksGenerated("generate-with-openssl-rand-hex-32", 8)).toBe(false);
    expect(looksGenerated("changeme", 6)).toBe(false);
    expect(looksGenerated("short1", 8)).toBe(false);
  });
});

describe("strong", () => {
  it("is a password chosen to be hard to guess, not a date, a host or an address", () => {
    for (const v of ["Gr4nit3&Moss!19", "Tr0mb0ne-Lake-4417", "Welkom01!Brightline"]) {
      expect(strong(v)).toBe(true);
    }
    for (const v of [
      "srv-fin-02",
      "2025-06-01",
      "https://x.example/a1",
      "bo@x1.example",
      "abcdefg1",
    ]) {
      expect(strong(v)).toBe(false);
    }
  });
});

describe("mixed and hasFiller", () => {
  it("want both cases and a digit, and no filler run", () => {
    expect(mixed("7fKx2Lq9Rm4Tz8Wc1Vb6")).toBe(true);
    expect(mixed("7fkx2lq9rm4tz8wc1vb6")).toBe(false);
    expect(mixed("AbCdEfGhIjKlMnOpQrStUvWxYz")).toBe(false);
    expect(hasFiller("ghp_XXXXXXXXXXXXXXXX")).toBe(true);
    expect(hasFiller("sk-<your-key>")).toBe(true);
    expect(hasFiller("7fKx2Lq9Rm4Tz8Wc1Vb6")).toBe(false);
  });
});

describe("namePrefix, dottedLead and inUrl", () => {
  it("read what stands just before a match", () => {
    expect(namePrefix(at(/PASSWORD/, "export DB_PASSWORD=x"))).toBe("DB_");
    expect(namePrefix(at(/Secret/, "clientSecret: x"))).toBe("client");
    expect(dottedLead(at(/\.atlasv1\./, "x AbCdEfGhIjKlMn.atlasv1.rest"))).toBe("AbCdEfGhIjKlMn");
    expect(inUrl(at(/token=/, "see https://a.example/reset?token=x"))).toBe(true);
    expect(inUrl(at(/token=/, "curl -d 'token=x' https://a.example"))).toBe(false);
  });
});

describe("isCardNumber", () => {
  it("checks the network prefix, the length and the Luhn digit", () => {
    expect(isCardNumber("4539 1488 0343 6467")).toBe(true);
    expect(isCardNumber("3782-822463-10005")).toBe(true);
    expect(isCardNumber("4539 1488 0343 6468")).toBe(false);
    expect(isCardNumber("1234 5678 9012 3456")).toBe(false);
  });
});
