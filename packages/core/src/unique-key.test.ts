import { describe, expect, it } from "vitest";
import { keyNamer } from "./unique-key.js";

describe("keyNamer", () => {
  it("keeps a free name, and numbers a taken one from (2)", () => {
    const names = new Set(["a", "[redacted]", "[redacted] (3)"]);
    const name = keyNamer((k) => names.has(k));
    const given = ["b", "[redacted]", "[redacted]", "[redacted]"].map((k) => {
      const n = name(k);
      names.add(n);
      return n;
    });
    expect(given).toEqual(["b", "[redacted] (2)", "[redacted] (4)", "[redacted] (5)"]);
  });

  it("probes each name once: n keys that collide cost O(n) probes, not O(n²)", () => {
    const names = new Set<string>();
    let probes = 0;
    const name = keyNamer((k) => {
      probes++;
      return names.has(k);
    });
    for (let i = 0; i < 2000; i++) names.add(name("[redacted]"));
    expect(names.size).toBe(2000);
    expect(probes).toBeLessThan(3 * 2000);
  });
});
