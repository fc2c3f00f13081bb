import { readTextMedia } from "@toolform/core";

/**
 * How the model reads one block of a message's content: as `text` (a text
 * block, a bare string, a `text-plain` block, or a file or data URL of a text
 * media type, decoded), as `media` (image, audio, video or other bytes, which
 * are not read as text), or as `data` (any other block: every string in it,
 * keys too, may reach the model, so the core walks it whole).
 *
 * @example
 * readContentBlock({ type: "file", mimeType: "text/plain", data: "SGk=" }); // { kind: "text", text: "Hi" }
 * readContentBlock({ type: "image", mimeType: "image/png", data: "iVBO..." }); // { kind: "media" }
 * readContentBlock({ type: "search_result", snippet: "..." }); // { kind: "data" }
 */
export type ContentBlockReading =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "media" }
  | { readonly kind: "data" };

/**
 * Reads one content block the way a provider hands it to the model (see
 * {@link ContentBlockReading}). A block of a media type whose bytes cannot be
 * found is `data`, not `media`: what is not known to be bytes is scanned.
 *
 * @example
 * readContentBlock({ type: "image_url", image_url: { url: "data:text/plain;base64,SGk=" } }); // { kind: "text", text: "Hi" }
 */
export function readContentBlock(block: unknown): ContentBlockReading {
  if (typeof block === "string") return { kind: "text", text: block };
  if (typeof block !== "object" || block === null) return DATA;
  const b = block as Block;
  if (b.type === "text") return typeof b.text === "string" ? { kind: "text", text: b.text } : DATA;
  if (typeof b.type !== "string" || !mediaTypes.has(b.type)) return DATA;
  // A text-plain block, or a legacy `source_type: "text"` file: the text is the payload.
  if (typeof b.text === "string") return { kind: "text", text: b.text };
  const bytes = bytesOf(b);
  if (bytes === undefined) return DATA;
  const text = readTextMedia(mediaTypeOf(b), bytes);
  return text === undefined ? MEDIA : { kind: "text", text };
}

const DATA: ContentBlockReading = Object.freeze({ kind: "data" });
const MEDIA: ContentBlockReading = Object.freeze({ kind: "media" });

// Block types that carry bytes: LangChain v1 standard and legacy data blocks,
// OpenAI (`image_url`, `input_*`), Anthropic (`document`) and Google (`media`) shapes.
const mediaTypes = new Set([
  "image",
  "audio",
  "video",
  "file",
  "text-plain",
  "image_url",
  "input_image",
  "input_file",
  "input_audio",
  "document",
  "media",
]);

interface Block {
  readonly type?: unknown;
  readonly text?: unknown;
  readonly data?: unknown;
  readonly url?: unknown;
  readonly image_url?: unknown;
  readonly file_data?: unknown;
  readonly file?: { readonly file_data?: unknown };
  readonly input_audio?: { readonly data?: unknown };
  readonly source?: { readonly data?: unknown; readonly media_type?: unknown };
  readonly mimeType?: unknown;
  readonly mime_type?: unknown;
  readonly media_type?: unknown;
}

// The inline payload (base64, bytes or a data: URL), or undefined when there is none:
// a URL the provider fetches or a file id is not read here.
function bytesOf(b: Block): string | Uint8Array | URL | undefined {
  const url = b.image_url;
  const candidates = [
    b.data,
    b.source?.data,
    typeof url === "object" && url !== null ? (url as { url?: unknown }).url : url,
    b.url,
    b.file_data,
    b.file?.file_data,
    b.input_audio?.data,
  ];
  for (const candidate of candidates) {
    if (typeof candidate === "string" || candidate instanceof Uint8Array) return candidate;
    if (candidate instanceof URL) return candidate;
  }
  return undefined;
}

function mediaTypeOf(b: Block): string {
  for (const candidate of [b.mimeType, b.mime_type, b.media_type, b.source?.media_type])
    if (typeof candidate === "string") return candidate;
  return "";
}
