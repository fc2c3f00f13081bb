/**
 * Where a content block's payload (its text, bytes or data URL) sits: a key of
 * the block, or a key of one of its objects (`source.data`, `image_url.url`).
 *
 * @example
 * const path: PayloadPath = ["source", "data"];
 */
export type PayloadPath = readonly [string] | readonly [string, string];

/**
 * A block's fields other than its payload, and where the payload was: what a
 * provider sends along with the bytes or text (a title, a context, a filename,
 * citations, alt text), so the model reads it and the core must walk it.
 *
 * @example
 * blockFields({ type: "document", source: { type: "base64", data: "JVBE" }, title: "Q3" }, ["source", "data"]);
 * // { value: { type: "document", source: { type: "base64" }, title: "Q3" }, path: ["source", "data"] }
 */
export interface BlockFields {
  readonly value: { readonly [key: string]: unknown };
  readonly path: PayloadPath;
}

/**
 * The block without its payload (see {@link BlockFields}), or undefined when
 * nothing but its `type` is left: there is nothing else for the model to read.
 *
 * @example
 * blockFields({ type: "text", text: "Hi" }, ["text"]); // undefined
 * blockFields({ type: "text", text: "Hi", citations: [] }, ["text"]); // { value: { type: "text", citations: [] }, ... }
 */
export function blockFields(block: object, path: PayloadPath): BlockFields | undefined {
  const [key, inner] = path;
  const { [key]: payload, ...rest } = block as Record<string, unknown>;
  const value: Record<string, unknown> = rest;
  if (inner !== undefined && isRecord(payload)) {
    const { [inner]: _bytes, ...others } = payload;
    value[key] = others;
  }
  return Object.keys(value).some((k) => k !== "type") ? { value, path } : undefined;
}

/**
 * The block rebuilt from the core's cleaned copy of its fields, with its own
 * payload put back where it was; undefined when the cleaned copy is not of the
 * shape the fields had (it cannot be mapped back, so the caller withholds).
 *
 * @example
 * withCleanedFields(block, fields, { type: "document", source: { type: "base64" }, title: "[redacted]" });
 */
export function withCleanedFields(
  block: object,
  fields: BlockFields,
  cleaned: unknown,
): object | undefined {
  if (!isRecord(cleaned)) return undefined;
  const [key, inner] = fields.path;
  const original = (block as Record<string, unknown>)[key];
  if (inner === undefined) return { ...cleaned, [key]: original };
  if (!isRecord(original)) return { ...cleaned, [key]: original };
  const nested = cleaned[key];
  if (!isRecord(nested)) return undefined;
  return { ...cleaned, [key]: { ...nested, [inner]: original[inner] } };
}

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
