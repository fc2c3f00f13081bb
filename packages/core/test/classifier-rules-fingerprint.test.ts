import { describe, expect, it } from "vitest";
import { rulesFingerprint } from "../../../test-support/rules-fingerprint.js";
import { LOCAL_MODEL } from "../src/classifier/weights.js";

describe("localClassifier weights", () => {
  it("were trained against the scanner rules as they are now", () => {
    // The model learns what the rules miss: a rule added, changed or removed
    // changes what it should have learned.
    expect(
      LOCAL_MODEL.rules,
      "the scanner rules changed since the classifier was trained: run `pnpm --filter @toolform/bench run train:classifier` and commit packages/core/src/classifier/weights.ts",
    ).toBe(rulesFingerprint());
  });
});
