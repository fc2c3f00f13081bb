import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const rulesDir = fileURLToPath(new URL("../packages/core/src/scan/rules/", import.meta.url));

/**
 * A SHA-256 over the scanner's rule files (names and contents, tests left
 * out). The local classifier is trained on what these rules miss, so its
 * weights record the fingerprint they were trained against, and a test
 * fails when the rules change without a retrain.
 *
 * @example
 * rulesFingerprint(); // "3f1c…" (64 hex digits)
 */
export function rulesFingerprint(): string {
  const hash = createHash("sha256");
  const files = readdirSync(rulesDir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  for (const name of files) {
    hash.update(`${name}\u0000`);
    hash.update(readFileSync(`${rulesDir}${name}`));
    hash.update("\u0000");
  }
  return hash.digest("hex");
}
