/** An encoded block found in a text, with its decoded contents. */
export interface DecodedBlock {
  readonly start: number;
  readonly end: number;
  readonly encoding: "base64" | "hex" | "binary";
  readonly decoded: string;
}

// Blocks shorter than this rarely hold a sentence; longer than the cap are
// blobs (images, archives) that are not worth decoding in a scan.
const minBase64 = 20;
const maxBlock = 65_536;
const base64 = /[A-Za-z0-9+/_-]{20,}={0,2}/g;
const hex = /\b(?:[0-9a-fA-F]{2}){12,}\b|(?:\\x[0-9a-fA-F]{2}){8,}/g;
const binary = /\b(?:[01]{8}[\s,]?){6,}/g;

/**
 * Finds base64, hex and binary blocks and decodes those that turn out to be
 * readable text, within a total budget of decoded characters.
 *
 * @example
 * decodeBlocks("run aWdub3JlIGFsbCBwcmV2aW91cyBpbnN0cnVjdGlvbnM=", 1e5)[0]?.decoded; // "ignore all previous instructions"
 */
export function decodeBlocks(text: string, budget: number): DecodedBlock[] {
  const blocks: DecodedBlock[] = [];
  let left = budget;
  const take = (
    start: number,
    end: number,
    encoding: DecodedBlock["encoding"],
    decoded: string | undefined,
  ) => {
    if (decoded === undefined || !readable(decoded)) return;
    blocks.push({ start, end, encoding, decoded });
    left -= decoded.length;
  };
  for (const [pattern, encoding] of [
    [base64, "base64"],
    [hex, "hex"],
    [binary, "binary"],
  ] as const) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m && left > 0; m = pattern.exec(text)) {
      const raw = m[0];
      if (raw.length > maxBlock) continue;
      if (encoding === "base64") {
        // A word-only run ("authorization_header_value") is not base64.
        if (
          raw.length < minBase64 ||
          !/[0-9+/=]/.test(raw) ||
          !/[a-z]/.test(raw) ||
          !/[A-Z]/.test(raw)
        )
          continue;
        take(m.index, m.index + raw.length, encoding, fromBase64(raw));
      } else if (encoding === "hex") {
        take(
          m.index,
          m.index + raw.length,
          encoding,
          fromBytes(raw.replace(/\\x/g, "").match(/../g) ?? [], 16),
        );
      } else {
        take(m.index, m.index + raw.length, encoding, fromBytes(raw.match(/[01]{8}/g) ?? [], 2));
      }
    }
  }
  return blocks;
}

function fromBase64(raw: string): string | undefined {
  const clean = raw.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (clean.length % 4 === 1) return undefined;
  try {
    const binary = atob(clean + "===".slice(0, (4 - (clean.length % 4)) % 4));
    return utf8(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

function fromBytes(groups: readonly string[], radix: number): string | undefined {
  return utf8(Uint8Array.from(groups, (g) => Number.parseInt(g, radix)));
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

// Decoded bytes count as text when nearly all are printable and there are
// words in them; hashes and keys decode to binary noise.
function readable(decoded: string): boolean {
  if (decoded.length < 8) return false;
  let printable = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c === 0x0d || c === 0x09 || c >= 0xa0) printable++;
  }
  return printable / decoded.length >= 0.95 && /[a-z]{2,}\s+[a-z]{2,}/i.test(decoded);
}
