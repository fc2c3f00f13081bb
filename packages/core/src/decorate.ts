import type { PolicyInput } from "./guard.js";

/**
 * Gates a raw OpenAI- or Anthropic-style client's non-streamed completions in place.
 *
 * @example
 * const client = decorate(new OpenAI(), { policy });
 */
export function decorate<T extends object>(
  client: T,
  options?: { readonly policy?: PolicyInput },
): T {
  throw new Error(`decorate: not implemented (${typeof client} ${typeof options})`);
}
