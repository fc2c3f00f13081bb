import { createGuard } from "@toolform/core";
import { describe, expect, it } from "vitest";

// Attempts to slip a value past a value rule: a repairable type, a look-alike
// or disguised host, a path that climbs out. Each has its exact outcome.

const tools = [
  {
    name: "pay",
    parameters: {
      type: "object",
      properties: {
        amount: { type: "number" },
        to: { type: "string" },
        url: { type: "string" },
        path: { type: "string" },
      },
    },
  },
];
const policy = {
  values: {
    pay: {
      amount: { max: 100 },
      to: { domains: ["example.com"] },
      url: { domains: ["example.com"] },
      path: { within: ["/srv/data"] },
    },
  },
  maxRetries: 1_000,
};

const refused: [string, Record<string, unknown>][] = [
  ["a numeric string over the max", { amount: "1000" }],
  ["a one-element list over the max", { amount: ["1000"] }],
  ["an exponent string", { amount: "1e3" }],
  ["a padded numeric string", { amount: " 1000 " }],
  ["an address at another domain, padded and upper-cased", { to: " X@EVIL.COM " }],
  ["the allowed domain as a subdomain label", { to: "x@example.com.evil.com" }],
  ["two addresses in one value", { to: "x@evil.com, y@example.com" }],
  ["a Cyrillic look-alike domain", { to: "x@exаmple.com" }],
  ["a second @", { to: "x@example.com@evil.com" }],
  ["a quoted local part", { to: '"x@example.com"@evil.com' }],
  ["a comment holding the allowed address", { to: "x@evil.com (x@example.com)" }],
  ["a punycode look-alike", { to: "x@xn--exmple-cua.com" }],
  ["userinfo before the real host", { url: "https://example.com@evil.com/" }],
  ["the allowed URL in the query", { url: "https://evil.com/?https://example.com" }],
  ["the allowed host after a fragment", { url: "https://evil.com#@example.com" }],
  ["the allowed domain as a subdomain label (URL)", { url: "https://example.com.evil.com" }],
  ["a javascript: URL", { url: "javascript:alert(1)//example.com" }],
  ["a protocol-relative URL", { url: "//evil.com" }],
  ["a backslash before @", { url: "https://evil.com\\@example.com" }],
  ["a path climbing out with ..", { path: "/srv/data/../../etc/passwd" }],
  ["a sibling folder sharing the prefix", { path: "/srv/database/x" }],
  ["a path folding into a sibling", { path: "/srv/data/./../data2" }],
  ["a NUL byte", { path: "/srv/data/x\u0000/../../etc" }],
  ["percent-encoded ..", { path: "/srv/data/%2e%2e/%2e%2e/etc/passwd" }],
  ["double-encoded ..", { path: "/srv/data/%252e%252e/secrets" }],
  ["backslash separators", { path: "/srv/data\\..\\..\\etc\\passwd" }],
  ["a home-directory path", { path: "~/secrets" }],
  ["different case (fails closed)", { path: "/SRV/DATA/x" }],
];

const allowed: [string, Record<string, unknown>][] = [
  ["an upper-case allowed address", { to: "X@EXAMPLE.COM" }],
  ["a trailing dot on the allowed domain", { to: "x@EXAMPLE.com." }],
  ["an upper-case allowed URL", { url: "https://EXAMPLE.com/ok" }],
  ["a file under the root", { path: "/srv/data/ok.txt" }],
  ["a doubled slash", { path: "/srv//data/x" }],
  ["a relative path (resolved against the root; see SECURITY.md)", { path: "srv/data/x" }],
];

describe("adversarial: value-rule bypass attempts", () => {
  const guard = createGuard(policy);
  for (const [label, args] of refused) {
    it(`${label}: value_policy_violation, not executed`, async () => {
      const d = await guard.decide({ name: "pay", arguments: args }, { tools, runId: label });
      expect(d.action).not.toBe("execute");
      expect(d.findings.map((f) => f.code)).toEqual(["value_policy_violation"]);
    });
  }
  for (const [label, args] of allowed) {
    it(`${label}: executes`, async () => {
      const d = await guard.decide({ name: "pay", arguments: args }, { tools, runId: label });
      expect(d.action).toBe("execute");
    });
  }
});
