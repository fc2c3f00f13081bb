import type { Rule } from "./rule.js";

/**
 * A 53-bit hash (cyrb53) of everything the derived tables read from a rule:
 * its pattern's source and flags, its anchors and its `requires` words. A
 * precomputed entry is used only under the key of the rule it was computed
 * from, so a rule edited without regenerating the tables is read afresh
 * instead of with a stale entry. Hashing every default rule (~490,000
 * characters) costs ~20 ms in a fresh process, before V8 optimizes the loop
 * (~2 ms once it has); reading their patterns costs ~400. Every character is
 * hashed, so no edit goes unseen.
 *
 * @example
 * ruleKey(allRules[0]); // "1x3k9q0f2ab" (base 36)
 */
export function ruleKey(rule: Rule): string {
  const parts = [
    rule.pattern.source,
    rule.pattern.flags,
    rule.anchors.join("\u0000"),
    (rule.requires ?? []).join("\u0000"),
  ];
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const part of parts) {
    // A separator the parts cannot end with keeps ("ab", "c") apart from ("a", "bc").
    for (let i = 0; i <= part.length; i++) {
      const c = i < part.length ? part.charCodeAt(i) : 0x1f;
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (0x1fffff & h2) + (h1 >>> 0)).toString(36);
}
