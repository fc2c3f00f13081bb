/**
 * A JSON Schema document (draft-07 or 2020-12) as a plain object. ToolForm
 * reads schemas, it never mutates them, hence the readonly index signature.
 *
 * @example
 * const schema: JSONSchema = { type: "object", properties: { city: { type: "string" } } };
 */
export type JSONSchema = { readonly [keyword: string]: unknown };
