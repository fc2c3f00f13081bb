import { readTextMedia } from "@toolform/core";
import { type BlockFields, blockFields, type PayloadPath } from "./block-fields.js";

/**
 * How the model reads one block of a message's content: as `text` (a text
 * block, a bare string, a `text-plain` block, or a file or data URL of a text
 * media type, decoded), as `media` (image, audio, video or other bytes, which
 * are not read as text), or as `data` (any other block: every string in it,
 * keys too, may reach the model, so the core walks it whole). A text or media
 * block's other fields (a title, a context, a filename, citations, alt text),
 * which providers send along with the payload, are its `fields`, walked as data.
 *
 * @example
 * readContentBlock({ type: "file", mimeType: "text/plain", data: "SGk=" }); // { kind: "text", text: "Hi", fields: {...} }
 * readContentBlock({ type: "image", mimeType: "image/png", data: "iVBO..." }); // { kind: "media", fields: {...} }
 * readContentBlock({ type: "search_result", snippet: "..." }); // { kind: "data" }
 */
export type ContentBlockReading =
  | { readonly kind: "text"; readonly text: string; readonly fields?: BlockFields }
  | { readonly kind: "media"; readonly fields?: BlockFields }
  | { readonly kind: "data" };

/**
 * Reads one content block the way a provider hands it to the model (see
 * {@link ContentBlockReading}). A block of a media type whose bytes cannot be
 * found is `data`, not `media`: what is not known to be bytes is scanned.
 *
 * @example
 * readContentBlock({ type: "image_url", image_url: { url: "data:text/plain;base64,SGk=" } }); // { kind: "text", text: "Hi", fields: {...} }
 */
export function readContentBlock(block: unknown): ContentBlockReading {
  if (typeof block === "string") return { kind: "text", text: block };
  if (typeof block !== "object" || block === null) return DATA;
  const b = block as Block;
  if (b.type === "text") return typeof b.text === "string" ? textReading(b, b.text, TEXT) : DATA;
  if (typeof b.type !== "string" || !mediaTypes.has(b.type)) return DATA;
  // A text-plain block, or a legacy `source_type: "text"` file: the text is the payload.
  if (typeof b.text === "string") return textReading(b, b.text, TEXT);
  const bytes = bytesOf(b);
  if (bytes === undefined) return DATA;
  const decoded = readTextMedia(mediaTypeOf(b), bytes.value);
  if (decoded !== undefined) return textReading(b, decoded, bytes.path);
  const fields = blockFields(b, bytes.path);
  return fields === undefined ? MEDIA : { kind: "media", fields };
}

function textReading(b: Block, value: string, path: PayloadPath): ContentBlockReading {
  const fields = blockFields(b, path);
  return fields === undefined
    ? { kind: "text", text: value }
    : { kind: "text", text: value, fields };
}

const DATA: ContentBlockReading = Object.freeze({ kind: "data" });
const MEDIA: ContentBlockReading = Object.freeze({ kind: "media" });
const TEXT: PayloadPath = ["text"];

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

// The inline payload (base64, bytes or a data: URL) and where in the block it is, or
// undefined when there is none: a URL the provider fetches or a file id is not read here.
function bytesOf(
  b: Block,
): { readonly value: string | Uint8Array | URL; readonly path: PayloadPath } | undefined {
  const url = b.image_url;
  const urlIsObject = typeof url === "object" && url !== null && !(url instanceof URL);
  const candidates: [unknown, PayloadPath][] = [
    [b.data, ["data"]],
    [b.source?.data, ["source", "data"]],
    urlIsObject ? [(url as { url?: unknown }).url, ["image_url", "url"]] : [url, ["image_url"]],
    [b.url, ["url"]],
    [b.file_data, ["file_data"]],
    [b.file?.file_data, ["file", "file_data"]],
    [b.input_audio?.data, ["input_audio", "data"]],
  ];
  for (const [value, path] of candidates) {
    if (typeof value === "string" || value instanceof Uint8Array || value instanceof URL)
      return { value, path };
  }
  return undefined;
}

function mediaTypeOf(b: Block): string {
  for (const candidate of [b.mimeType, b.mime_type, b.media_type, b.source?.media_type])
    if (typeof candidate === "string") return candidate;
  return "";
}
