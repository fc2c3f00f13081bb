import { describe, expect, it } from "vitest";
import { OutputBuffer, rewindOutputArena } from "./output-buffer.js";

const fill = (out: OutputBuffer, text: string, at: number) => {
  for (let k = 0; k < text.length; k++) out.push(text.charCodeAt(k), at + k, at + k + 1);
};

describe("OutputBuffer", () => {
  it("keeps buffers cut one after another from the arena apart", () => {
    rewindOutputArena();
    const a = new OutputBuffer(4);
    const b = new OutputBuffer(4);
    fill(a, "abcd", 0);
    fill(b, "wxyz", 100);
    expect([a.text(), [...a.starts()], [...a.ends()]]).toEqual([
      "abcd",
      [0, 1, 2, 3],
      [1, 2, 3, 4],
    ]);
    expect([b.text(), [...b.starts()]]).toEqual(["wxyz", [100, 101, 102, 103]]);
  });

  it("grows past its cut without writing into the next buffer's", () => {
    rewindOutputArena();
    const a = new OutputBuffer(2);
    const b = new OutputBuffer(2);
    fill(b, "yz", 50);
    fill(a, "abcdefgh", 0);
    expect(a.text()).toBe("abcdefgh");
    expect([...a.ends()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([b.text(), [...b.starts()]]).toEqual(["yz", [50, 51]]);
  });

  it("holds a buffer larger than the arena, and cuts short ones again after it", () => {
    rewindOutputArena();
    const big = new OutputBuffer(1 << 16);
    const text = "é".repeat(1 << 16);
    fill(big, text, 0);
    const small = new OutputBuffer(3);
    fill(small, "abc", 7);
    expect(big.text()).toBe(text);
    expect(big.starts()[(1 << 16) - 1]).toBe((1 << 16) - 1);
    expect(small.text()).toBe("abc");
  });

  it("lower-cases ASCII runs and maps pieces through given offsets", () => {
    rewindOutputArena();
    const out = new OutputBuffer(8);
    out.pushAsciiLower("HeLLo", 0, 5);
    out.pushMapped("xy", 0, 2, Int32Array.of(10, 12), Int32Array.of(12, 14));
    expect(out.text()).toBe("helloxy");
    expect([...out.starts()]).toEqual([0, 1, 2, 3, 4, 10, 12]);
    expect([...out.ends()]).toEqual([1, 2, 3, 4, 5, 12, 14]);
  });
});
