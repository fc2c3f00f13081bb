import { readTextMedia } from "@toolform/core";

/** One item of a `{ type: "content" }` tool result, as every spec version (v2–v4) shapes it. */
export interface ContentPart {
  readonly type?: string;
  readonly text?: unknown;
  readonly mediaType?: unknown;
  readonly data?: unknown;
  readonly url?: unknown;
}

/**
 * The text a model reads from one item of a tool result's content: a `text`
 * part's text, or a file's content when its media type is text (spec v4
 * `file` with inline text or data, v3 `file-data` / `file-url`, v2 `media`),
 * decoded from base64. `undefined` for images, audio and other bytes (not
 * scanned: the text rules find nothing in them), URLs the provider fetches,
 * and parts of no known shape.
 *
 * @example
 * contentPartText({ type: "file-data", mediaType: "text/plain", data: "SGk=" }); // "Hi"
 * contentPartText({ type: "image-data", mediaType: "image/png", data: "iVBO" }); // undefined
 */
export function contentPartText(part: ContentPart): string | undefined {
  if (typeof part !== "object" || part === null) return undefined;
  if (part.type === "text") return typeof part.text === "string" ? part.text : undefined;
  const mediaType = typeof part.mediaType === "string" ? part.mediaType : "";
  const data = part.data;
  if (part.type === "file" && typeof data === "object" && data !== null && !isBytes(data)) {
    // Spec v4 wraps the content: `{ type: "text" | "data" | "url" | "reference", … }`.
    const inner = data as { type?: unknown; text?: unknown; data?: unknown; url?: unknown };
    if (inner.type === "text") return typeof inner.text === "string" ? inner.text : undefined;
    if (inner.type === "data") return readInline(mediaType, inner.data);
    if (inner.type === "url") return readUrl(mediaType, inner.url);
    return undefined;
  }
  if (data !== undefined) return readInline(mediaType, data);
  // A `data:` URL is inline content too; any other URL is the provider's to fetch.
  return readUrl(mediaType, part.url);
}

function readUrl(mediaType: string, url: unknown): string | undefined {
  // The scheme is case-insensitive: `DATA:text/plain,...` is inline text too.
  if (url instanceof URL || (typeof url === "string" && /^data:/i.test(url)))
    return readTextMedia(mediaType, url);
  return undefined;
}

function readInline(mediaType: string, data: unknown): string | undefined {
  if (typeof data === "string" || data instanceof URL || data instanceof Uint8Array)
    return readTextMedia(mediaType, data);
  if (data instanceof ArrayBuffer) return readTextMedia(mediaType, new Uint8Array(data));
  return undefined;
}

function isBytes(value: object): boolean {
  return value instanceof Uint8Array || value instanceof URL;
}
