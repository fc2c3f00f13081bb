/**
 * The ASCII (punycode) form of a host name, as DNS and every mail and HTTP client
 * will see it: IDNA mapping (NFKC, case folding) via the WHATWG URL parser, one
 * trailing dot dropped. `undefined` for anything that is not a host.
 *
 * @example
 * canonicalHost("Bücher.DE."); // "xn--bcher-kva.de"
 */
export function canonicalHost(host: string): string | undefined {
  const trimmed = host.trim();
  if (trimmed === "" || /[\s/\\?#@]/.test(trimmed)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${trimmed}`).hostname;
  } catch {
    return undefined;
  }
  if (hostname.endsWith(".")) hostname = hostname.slice(0, -1);
  return hostname === "" ? undefined : hostname;
}

/**
 * True when `host` is an allowed domain or one of its subdomains. Both sides must be
 * canonical; the label boundary (`.`) is what keeps `evil-example.com` and
 * `example.com.evil.io` out.
 *
 * @example
 * hostIsWithin("mail.example.com", ["example.com"]); // true
 */
export function hostIsWithin(host: string, allowed: readonly string[]): boolean {
  return allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
