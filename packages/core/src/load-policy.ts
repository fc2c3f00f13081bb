import { definePolicy } from "./define-policy.js";
import { InvalidPolicyError } from "./invalid-policy-error.js";
import type { Policy, PolicyConfig } from "./policy-types.js";

/**
 * Reads a JSON policy file and checks it with `definePolicy`, so one policy file can be
 * shared by services on different frameworks. `node:fs` is imported only when called,
 * so the core stays usable outside Node. Hostile JSON (`__proto__` keys) is rejected as
 * an unknown key; it never reaches a prototype.
 *
 * @example
 * const policy = await loadPolicy("./toolform.policy.json");
 */
export async function loadPolicy(path: string): Promise<Policy> {
  const { readFile } = await import("node:fs/promises");
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new InvalidPolicyError(
      [
        {
          path: "",
          message: `cannot read policy file ${path}${typeof code === "string" ? ` (${code})` : ""}`,
        },
      ],
      { cause: error },
    );
  }
  let config: unknown;
  try {
    config = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid JSON";
    throw new InvalidPolicyError([{ path: "", message: `${path} is not valid JSON: ${reason}` }], {
      cause: error,
    });
  }
  // `definePolicy()` reads a missing config as "defaults"; a file saying `null` is a mistake.
  if (config === null) {
    throw new InvalidPolicyError([
      { path: "", message: `${path} must hold a JSON object, got null` },
    ]);
  }
  return definePolicy(config as PolicyConfig);
}
