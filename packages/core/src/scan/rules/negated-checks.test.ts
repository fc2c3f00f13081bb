import { describe, expect, it } from "vitest";
import { normalizeText } from "../normalize-text.js";
import { negatedChecks } from "./negated-checks.js";

// By group: someone else's check negated, the asker's own say negated, and
// near misses that negate nothing.
const cases = {
  latin: {
    others: ["sin la aprobación del jefe", "ohne Freigabe", "senza verifica", "onay almadan"],
    own: ["sin preguntar", "ne me demande pas", "frag mich nicht", "nie pytaj"],
    none: ["no olvides confirmar la reserva", "die Freigabe liegt vor"],
  },
  scripts: {
    others: ["без согласования", "不用审批", "승인 없이", "بدون موافقة"],
    own: ["не спрашивай", "不用确认", "確認は不要", "확인 없이"],
    none: ["согласование получено", "审批已通过"],
  },
};

describe("negatedChecks", () => {
  for (const [group, spec] of Object.entries(cases)) {
    const { others, own } = negatedChecks[group as keyof typeof negatedChecks];
    const read = (text: string) => normalizeText(text).text;
    it.each(spec.others)(`${group} reads someone else's check negated in %s`, (text) => {
      expect(new RegExp(others).test(read(text))).toBe(true);
    });
    it.each(spec.own)(`${group} reads the asker's say negated in %s`, (text) => {
      expect(new RegExp(own).test(read(text))).toBe(true);
    });
    it.each(spec.none)(`${group} reads no negated check in %s`, (text) => {
      expect(new RegExp(`${others}|${own}`).test(read(text))).toBe(false);
    });
  }

  it("lists a check word of every group among its anchors", () => {
    for (const group of Object.values(negatedChecks)) {
      expect(group.othersAnchors.length).toBeGreaterThan(0);
      expect(group.ownAnchors.length).toBeGreaterThan(0);
    }
  });
});
