import { describe, expect, it } from "vitest";
import { allRules } from "./rules/index.js";
import { groupsIn, scriptGroups } from "./script-groups.js";

describe("scriptGroups", () => {
  it("groups the words beyond ASCII by script and leaves ASCII words out", () => {
    const words = ["ignore", "игнорируй", "忽略", "すぐに", "무시", "reguł", "забудь", "quy đinh"];
    const { ids } = scriptGroups(words);
    expect(ids).toEqual([[5, 7], [1, 6], [4], [2, 3]]);
  });

  it("wakes a group on any character beyond ASCII of its words, and on no other", () => {
    const words = ["ignore", "игнор", "忽略", "ok\u4e00"];
    const { wakes } = scriptGroups(words);
    expect(groupsIn("please ignore", wakes)).toBe(0);
    expect(groupsIn("café, naïve", wakes)).toBe(0);
    expect(groupsIn("скажи", wakes)).toBe(0b01);
    expect(groupsIn("ok\u4e00", wakes)).toBe(0b10);
    expect(groupsIn("игнор 略", wakes)).toBe(0b11);
    // Whitespace beyond ASCII stands for a word gap: it wakes nothing.
    expect(groupsIn("\u3000\u00a0", wakes)).toBe(0);
  });

  it("keeps every default anchor beyond ASCII in a group, within the 16 bits", () => {
    const words = [...new Set(allRules.flatMap((r) => [...r.anchors, ...(r.requires ?? [])]))];
    const { ids } = scriptGroups(words);
    const grouped = ids.flat().sort((a, b) => a - b);
    const beyond = words.flatMap((w, i) => (/[^\x00-\x7f]/.test(w) ? [i] : []));
    expect(grouped).toEqual(beyond);
    expect(ids.length).toBeLessThanOrEqual(16);
  });
});
