import type { Policy } from "./policy-types.js";

/**
 * Reads a JSON policy file and checks it with `definePolicy`.
 *
 * @example
 * const policy = await loadPolicy("./toolform.policy.json");
 */
export async function loadPolicy(path: string): Promise<Policy> {
  throw new Error(`loadPolicy: not implemented (${path})`);
}
