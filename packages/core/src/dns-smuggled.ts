import { fromBase32, fromBase64, fromBytes } from "./scan/decode-blocks.js";

/**
 * Where a host name carries data out: the labels left of its last two (the
 * domain whose server answers the lookup, and so receives them) when,
 * joined, they decode from hex, base32 or base64url to printable text of
 * ten characters or more. The span indexes `host`. A lookup sends these
 * labels to whoever runs the domain: a classic exfiltration channel
 * (`726f6f743a5862…`, `c2stbGl2ZS01…`). Hash- and id-like labels (CDN
 * names, load balancers, `ec2-203-0-113-25`) decode to bytes that are not
 * text, or are too short, and are left alone.
 *
 * @example
 * smuggledInName("726f6f743a7077.x.evil.example"); // { start: 0, end: 16 }
 * smuggledInName("d111111abcdef8.cloudfront.net"); // undefined
 */
export function smuggledInName(host: string): { start: number; end: number } | undefined {
  const name = host.replace(/\.$/, "");
  if (name.length > 253) return undefined;
  const labels = name.split(".");
  if (labels.length < 3) return undefined;
  const lead = labels.slice(0, -2);
  const end = lead.join(".").length;
  // Each label alone, and all of them joined (data split across labels).
  const pieces = lead.length > 1 ? [...lead, lead.join("")] : lead;
  return pieces.some((piece) => piece.length >= 16 && printable(decoded(piece)))
    ? { start: 0, end }
    : undefined;
}

function decoded(piece: string): string | undefined {
  if (/^(?:[0-9a-f]{2})+$/i.test(piece)) return fromBytes(piece.match(/../g) ?? [], 16);
  // DNS names are read without case: base32 comes lower-cased.
  if (/^[a-z2-7]+$/i.test(piece)) {
    const text = fromBase32(piece.toUpperCase());
    if (text !== undefined && printable(text)) return text;
  }
  return /^[A-Za-z0-9_-]+$/.test(piece) && /[A-Z]/.test(piece) && /[a-z]/.test(piece)
    ? fromBase64(piece)
    : undefined;
}

// Text a person or a program wrote: ten characters or more, nearly all printable ASCII.
function printable(text: string | undefined): boolean {
  if (text === undefined || text.length < 10) return false;
  let ok = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) ok++;
  }
  return ok / text.length >= 0.95;
}
