import { describe, expect, it } from "vitest";
import { smuggledInName } from "./dns-smuggled.js";

const hex = (t: string) => Buffer.from(t).toString("hex");
const b32 = (t: string) => {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = "";
  for (const byte of Buffer.from(t)) bits += byte.toString(2).padStart(8, "0");
  return (bits.match(/.{1,5}/g) ?? [])
    .map((b) => alphabet[Number.parseInt(b.padEnd(5, "0"), 2)])
    .join("");
};

describe("smuggledInName", () => {
  it("reads hex, lower-case base32 and base64url labels, alone or split", () => {
    expect(smuggledInName(`${hex("user=alice;pw=Xb7!q")}.t.evil.example`)).toBeDefined();
    expect(smuggledInName(`${b32("session=eyJhbGciOi")}.evil.example`)).toBeDefined();
    expect(smuggledInName("c2stbGl2ZS01MUh4UTJlWnZL.leak.attacker.example")).toBeDefined();
    const split = hex("customer list: ana, bo, cy");
    expect(smuggledInName(`${split.slice(0, 30)}.${split.slice(30)}.x.example`)).toEqual({
      start: 0,
      end: split.length + 1,
    });
  });

  it("leaves alone hash- and id-like labels, short ones, and the domain itself", () => {
    expect(smuggledInName("d111111abcdef8.cloudfront.net")).toBeUndefined();
    expect(
      smuggledInName(
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.example.com",
      ),
    ).toBeUndefined();
    expect(smuggledInName("statusreportsbackend.prod.example.com")).toBeUndefined();
    expect(smuggledInName(`${hex("root:Xb7!pq92Lm")}.example`)).toBeUndefined();
    expect(smuggledInName("a.b.c.d.e.f")).toBeUndefined();
  });
});
