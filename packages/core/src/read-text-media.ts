// Media types a model reads as text although they are not `text/*`: structured
// data and source code. Suffixes (`application/ld+json`, `image/svg+xml`) count too.
const textApplications = new Set([
  "json",
  "xml",
  "yaml",
  "x-yaml",
  "toml",
  "javascript",
  "x-javascript",
  "ecmascript",
  "typescript",
  "x-typescript",
  "x-ndjson",
  "ndjson",
  "jsonl",
  "x-jsonlines",
  "csv",
  "sql",
  "graphql",
  "x-sh",
  "x-shellscript",
  "x-python",
  "x-httpd-php",
  "x-www-form-urlencoded",
  "rtf",
  "xhtml+xml",
]);
const textSuffix = /\+(?:json|xml|yaml)$/;
const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const whitespace = /\s+/g;

/**
 * Whether content of this media type reaches a model as text (`text/*`, JSON,
 * XML, YAML, source code…) rather than as image, audio or other bytes.
 * Parameters (`; charset=utf-8`) and case are ignored.
 *
 * @example
 * isTextMediaType("application/json; charset=utf-8"); // true
 * isTextMediaType("image/png"); // false
 */
export function isTextMediaType(mediaType: string): boolean {
  const semicolon = mediaType.indexOf(";");
  const type = (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
  const slash = type.indexOf("/");
  // The AI SDK's v4 spec writes a bare top-level type ("text") for any `text/*`.
  if (slash === -1) return type === "text";
  if (slash === 0) return false;
  const top = type.slice(0, slash);
  const sub = type.slice(slash + 1);
  if (top === "text") return true;
  if (textSuffix.test(sub)) return true;
  return top === "application" && textApplications.has(sub);
}

/**
 * The text a model reads from an inline file part, or `undefined` when the
 * part is not text (an image, audio, a PDF: left alone, scanning bytes costs
 * and finds nothing) or not inline (a URL the provider fetches itself).
 *
 * A string is read the way the AI SDK and LangChain pass file data: base64
 * (or base64url), or a `data:` URL. A string that is not base64 is returned
 * as it is: it can only reach the model as text. Bytes are decoded in the
 * media type's `charset` (UTF-8 when it names none). Base64 that does not
 * decode to valid text in that charset is returned both ways, decoded (with
 * U+FFFD for bad bytes, as a provider reads it) and as written, so text hidden
 * behind one stray byte is read all the same.
 *
 * @example
 * readTextMedia("text/plain", "SGVsbG8="); // "Hello"
 * readTextMedia("image/png", "iVBORw0KGgo="); // undefined
 * readTextMedia("text/plain", new URL("https://example.com/a.txt")); // undefined
 */
export function readTextMedia(
  mediaType: string,
  data: string | Uint8Array | URL,
): string | undefined {
  if (data instanceof URL) {
    return data.protocol === "data:" ? readDataUrl(data.href, mediaType) : undefined;
  }
  if (typeof data === "string" && isDataUrl(data)) return readDataUrl(data, mediaType);
  if (!isTextMediaType(mediaType)) return undefined;
  if (data instanceof Uint8Array) return decodeBytes(data, mediaType, false) as string;
  if (typeof data !== "string") return undefined;
  return decodeBase64(data, mediaType) ?? data;
}

/**
 * Whether a string is a `data:` URL. The scheme is case-insensitive (RFC 3986),
 * as `new URL()` reads it: `DATA:text/plain,...` is inline text too.
 *
 * @example
 * isDataUrl("DATA:text/plain,hi"); // true
 * isDataUrl("https://example.com/a.txt"); // false
 */
export function isDataUrl(text: string): boolean {
  return text.length >= 5 && text.slice(0, 5).toLowerCase() === "data:";
}

// `data:[<media type>][;base64],<data>`: its own media type wins over the part's.
function readDataUrl(url: string, fallback: string): string | undefined {
  const comma = url.indexOf(",");
  if (comma === -1) return undefined;
  const header = url.slice(5, comma);
  const isBase64 = /;base64$/i.test(header);
  const declared = (isBase64 ? header.slice(0, -7) : header).trim();
  const mediaType = declared === "" || declared.startsWith(";") ? fallback : declared;
  if (!isTextMediaType(mediaType)) return undefined;
  const body = url.slice(comma + 1);
  if (isBase64) return decodeBase64(body, mediaType) ?? body;
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}

function decodeBase64(text: string, mediaType: string): string | undefined {
  const compact = text.replace(whitespace, "");
  if (compact.length === 0 || !base64.test(compact)) return undefined;
  const standard = compact.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (standard.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), "="));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // Text that merely looks like base64 ("abcd") rarely decodes to valid text:
  // then the model may read either, the text as written or the bytes decoded.
  return decodeBytes(bytes, mediaType, true) ?? `${decodeBytes(bytes, mediaType, false)}\n${text}`;
}

// The bytes in the media type's charset (UTF-8 when it names none or one this
// runtime cannot decode); `strict` gives `undefined` for bytes invalid in it.
function decodeBytes(bytes: Uint8Array, mediaType: string, strict: boolean): string | undefined {
  const charset = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(mediaType)?.[1] ?? "utf-8";
  const decoder = decoderFor(charset, strict);
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

// A charset label this runtime does not know reads as UTF-8.
function decoderFor(charset: string, strict: boolean) {
  try {
    return new TextDecoder(charset, { fatal: strict });
  } catch {
    return new TextDecoder("utf-8", { fatal: strict });
  }
}
