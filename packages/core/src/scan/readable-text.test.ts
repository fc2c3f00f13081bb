import { describe, expect, it } from "vitest";
import { readable } from "./readable-text.js";

const entities = (s: string) => [...s].map((c) => `&#${c.codePointAt(0)};`).join("");
const pct = (s: string) =>
  [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).toUpperCase()}`).join("");

describe("readable", () => {
  it("takes prose, base64 again, and text whose escapes read as prose", () => {
    const prose = "Thank you for your order, it ships tomorrow";
    expect(readable(prose)).toBe(true);
    expect(readable(btoa(prose))).toBe(true);
    expect(readable(entities(prose))).toBe(true);
    expect(readable(pct(prose))).toBe(true);
    // Escaped twice: read twice.
    expect(readable(pct(pct(prose)))).toBe(true);
    expect(readable(pct(prose).replaceAll("%", "%25"))).toBe(true);
  });

  it("refuses noise, and escapes of noise", () => {
    expect(readable("\u0000\u0013\u00ff\u0001\u0002\u0003\u0004\u0005\u0006")).toBe(false);
    expect(readable(pct("\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007"))).toBe(false);
    expect(readable("https%3A%2F%2Fmail.example.com%2Fmail%2Fu%2F0")).toBe(false);
    // Three times escaped is one reading too many here (the depth reads it a layer down).
    expect(readable(pct(pct(pct("plain words here"))))).toBe(false);
  });
});
