import { describe, expect, it } from "vitest";
import { canonicalHost } from "./canonical-host.js";
import { checkDomains } from "./domains.js";

const rule = { domains: ["example.com"] };
const check = (value: unknown) => checkDomains(value, rule, "to");

describe("domains rule: e-mail recipients", () => {
  it("allows the domain and its subdomains, with any case and a trailing dot", () => {
    for (const value of [
      "bob@example.com",
      "Bob@EXAMPLE.COM",
      "a@mail.example.com",
      "a@example.com.",
      "Bob <bob@example.com>",
    ]) {
      expect(check(value), value).toBeUndefined();
    }
  });

  it("says which domain to use instead", () => {
    expect(check("bob@examp1e.com")).toBe(
      'to: recipient domain "examp1e.com" is not allowed (it only looks like example.com); use an address at example.com',
    );
    expect(check("bob@evil.io")).toBe(
      'to: recipient domain "evil.io" is not allowed; use an address at example.com',
    );
  });

  it.each([
    ["suffix attack", "a@example.com.evil.io"],
    ["prefix attack", "a@evil-example.com"],
    ["glued label", "a@myexample.com"],
    ["Cyrillic а", "a@exаmple.com"],
    ["Cyrillic е and о", "a@еxamplе.cоm"],
    ["Greek ο", "a@examplο.com"],
    ["punycode look-alike", "a@xn--exmple-cua.com"],
    ["quoted local part hiding the real domain", '"a@example.com"@evil.io'],
    ["second recipient outside", "a@example.com, b@evil.io"],
    ["display name spoof", "example.com <b@evil.io>"],
    ["no domain", "bob@"],
    ["not an address", "bob"],
  ])("rejects %s (%s)", (_, value) => {
    expect(check(value)).toMatch(/^to: /);
  });

  it("flags homoglyph look-alikes as such", () => {
    expect(check("a@exаmple.com")).toContain("it only looks like example.com");
    expect(check("a@rnail.example.co")).not.toContain("looks like");
  });

  it("rejects non-strings", () => {
    expect(check(42)).toBe("to: expected an e-mail address or URL");
  });
});

describe("domains rule: URLs and hosts", () => {
  const url = (value: string) => checkDomains(value, rule, "url");

  it("allows URLs on the domain, with ports, paths and subdomains", () => {
    for (const value of [
      "https://example.com/a?b#c",
      "https://api.example.com:8443/x",
      "example.com/path",
      "//example.com/x",
      "HTTPS://EXAMPLE.COM",
    ]) {
      expect(url(value), value).toBeUndefined();
    }
  });

  it.each([
    ["userinfo trick", "https://example.com@evil.io/"],
    ["userinfo with password", "https://example.com:pw@evil.io"],
    ["backslash trick", "https://evil.io\\@example.com"],
    ["suffix attack", "https://example.com.evil.io/"],
    ["prefix attack", "https://evil-example.com"],
    ["homoglyph host", "https://exаmple.com"],
    ["punycode host", "https://xn--exmple-cua.com/"],
    ["percent-encoded dot", "https://example%2Ecom.evil.io"],
    ["other host", "ftp://files.evil.io/example.com"],
  ])("rejects %s", (_, value) => {
    expect(url(value)).toMatch(/^url: /);
  });

  it("says to use a URL on the domain", () => {
    expect(url("https://evil.io/")).toBe(
      'url: host "evil.io" is not allowed; use a URL on example.com',
    );
    expect(url("https://example.com@evil.io/")).toBe(
      "url: URLs with user info (user@host) are not allowed; use one at example.com",
    );
  });

  it("matches internationalised domains after IDN mapping", () => {
    const idn = { domains: ["bücher.de"] };
    expect(checkDomains("https://xn--bcher-kva.de/", idn, "u")).toBeUndefined();
    expect(checkDomains("https://BÜCHER.de/", idn, "u")).toBeUndefined();
    expect(checkDomains("https://bucher.de/", idn, "u")).toMatch(/not allowed/);
    expect(canonicalHost("Bücher.DE.")).toBe("xn--bcher-kva.de");
  });

  it("handles mailto links as e-mail", () => {
    expect(checkDomains("mailto:a@example.com?subject=hi", rule, "to")).toBeUndefined();
    expect(checkDomains("mailto:a@evil.io", rule, "to")).toMatch(/recipient domain "evil.io"/);
  });
});
