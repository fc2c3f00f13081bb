/**
 * A tool call as a model produced it. `arguments` is an object, or the raw
 * JSON text the model wrote; absent or `null` arguments are read as `{}`.
 *
 * @example
 * const call: ToolCall = { id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' };
 */
export interface ToolCall {
  readonly id?: string;
  readonly name: string;
  readonly arguments?: string | { readonly [key: string]: unknown } | null;
}
