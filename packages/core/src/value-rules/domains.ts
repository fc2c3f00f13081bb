import type { ValueRule } from "../policy-types.js";
import { canonicalHost, hostIsWithin } from "./canonical-host.js";
import { showValue } from "./show-value.js";
import { skeleton } from "./skeleton.js";

interface Target {
  readonly kind: "email" | "url";
  /** The host as the model wrote it, for the message. */
  readonly written: string;
}

const schemeAuthority = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i;

function emailTargets(text: string): Target[] | string {
  const targets: Target[] = [];
  for (const part of text.split(/[,;]/)) {
    let address = part.trim();
    if (address === "") continue;
    const angle = /<([^<>]*)>\s*$/.exec(address);
    if (angle) address = angle[1]!.trim();
    const at = address.lastIndexOf("@");
    if (at <= 0 || at === address.length - 1) return "expected an e-mail address";
    targets.push({ kind: "email", written: address.slice(at + 1) });
  }
  return targets.length > 0 ? targets : "expected an e-mail address";
}

function urlTarget(text: string): Target[] | string {
  // Reject what parsers disagree on, rather than guess which parser the executor uses.
  if (text.includes("\\")) return "backslashes are not allowed in a URL";
  const match = schemeAuthority.exec(text);
  const authority = match ? match[2]! : (/^[^/?#]*/.exec(text)?.[0] ?? "");
  if (authority.includes("@")) return "URLs with user info (user@host) are not allowed";
  return [{ kind: "url", written: authority }];
}

/**
 * Reads the hosts a value points at: every address of an e-mail list (`a@x, B <b@y>`),
 * a `mailto:`, a URL (with or without scheme), or a bare host.
 *
 * @example
 * targetsOf("https://example.com@evil.io/"); // "URLs with user info (user@host) are not allowed"
 */
export function targetsOf(value: string): Target[] | string {
  const text = value.trim();
  if (/^mailto:/i.test(text)) return emailTargets(text.slice(7).split("?")[0] ?? "");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith("//")) return urlTarget(text);
  if (text.includes("@")) return emailTargets(text);
  return urlTarget(text);
}

const canonicalLists = new WeakMap<readonly string[], string[]>();

function canonicalList(domains: readonly string[]): string[] {
  let list = canonicalLists.get(domains);
  if (list === undefined) {
    list = domains.flatMap((domain) => canonicalHost(domain) ?? []);
    canonicalLists.set(domains, list);
  }
  return list;
}

function hostOf(written: string): string | undefined {
  // A port is not part of the domain; IPv6 literals keep their brackets.
  return canonicalHost(written.startsWith("[") ? written : written.replace(/:\d*$/, ""));
}

/**
 * `domains`: every e-mail or URL host in the value must be an allowed domain or a
 * subdomain of one, compared on the exact ASCII (punycode) host after IDNA mapping;
 * homoglyph look-alikes, `example.com.evil.io`, `evil-example.com` and userinfo
 * tricks are rejected, and the message says what to use instead.
 *
 * @example
 * checkDomains("a@examp1e.com", { domains: ["example.com"] }, "to");
 * // 'to: recipient domain "examp1e.com" is not allowed; use an address at example.com'
 */
export function checkDomains(value: unknown, rule: ValueRule, path: string): string | undefined {
  if (rule.domains === undefined) return undefined;
  const allowedText = rule.domains.join(" or ");
  if (typeof value !== "string") return `${path}: expected an e-mail address or URL`;
  const targets = targetsOf(value);
  if (typeof targets === "string") return `${path}: ${targets}; use one at ${allowedText}`;
  const allowed = canonicalList(rule.domains);
  for (const target of targets) {
    const host = hostOf(target.written);
    if (host !== undefined && hostIsWithin(host, allowed)) continue;
    const what = target.kind === "email" ? "recipient domain" : "host";
    const use =
      target.kind === "email" ? `an address at ${allowedText}` : `a URL on ${allowedText}`;
    const mimic = rule.domains.find((domain) => {
      const key = skeleton(domain);
      const written = skeleton(target.written);
      return written === key || written.endsWith(`.${key}`);
    });
    const hint = mimic === undefined ? "" : ` (it only looks like ${mimic})`;
    return `${path}: ${what} ${showValue(target.written)} is not allowed${hint}; use ${use}`;
  }
  return undefined;
}
