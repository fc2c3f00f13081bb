import { definePolicy } from "./define-policy.js";
import { InvalidPolicyError, type PolicyIssue } from "./invalid-policy-error.js";
import type { Policy, PolicyConfig } from "./policy-types.js";

/**
 * Reads a JSON policy file and checks it with `definePolicy`, so one policy file can be
 * shared by services on different frameworks. `node:fs` is imported only when called,
 * so the core stays usable outside Node. Hostile JSON (`__proto__` keys) is rejected as
 * an unknown key; it never reaches a prototype. Every `InvalidPolicyError` it throws
 * names the file first (`Invalid policy file ./p.json: onInvalid: expected …`); its
 * `issues` keep the key paths inside the file.
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
    throw inFile(
      path,
      [
        {
          path: "",
          message: `cannot read policy file${typeof code === "string" ? ` (${code})` : ""}`,
        },
      ],
      error,
    );
  }
  let config: unknown;
  try {
    config = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid JSON";
    throw inFile(path, [{ path: "", message: `the file is not valid JSON: ${reason}` }], error);
  }
  // `definePolicy()` reads a missing config as "defaults"; a file saying `null` is a mistake.
  if (config === null) {
    throw inFile(path, [{ path: "", message: "the file must hold a JSON object, got null" }]);
  }
  try {
    return definePolicy(config as PolicyConfig);
  } catch (error) {
    // A service with several policy files must learn which one is wrong.
    if (!InvalidPolicyError.isInstance(error)) throw error;
    throw inFile(path, error.issues, error);
  }
}

function inFile(path: string, issues: readonly PolicyIssue[], cause?: unknown): InvalidPolicyError {
  const error = new InvalidPolicyError(issues, cause === undefined ? undefined : { cause });
  // The issues are the file's content, so they keep their key paths; the file is
  // named once, in the message.
  // A function, so `$&` or `$$` in a file name is written as it is, not as a pattern.
  error.message = error.message.replace(/^Invalid policy: /, () => `Invalid policy file ${path}: `);
  return error;
}
