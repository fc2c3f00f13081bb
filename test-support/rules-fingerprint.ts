import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const scanDir = fileURLToPath(new URL("../packages/core/src/scan/", import.meta.url));

/**
 * A SHA-256 over the scanner's sources: every file under
 * `packages/core/src/scan/` (names and contents), tests, the challenge set
 * (evaluated on, never trained on) and the generated `derived-tables.ts`
 * left out. The local classifier is trained on what the
 * scanner misses, and that depends on more than the rule files: the shared
 * fragments (`rule.ts`), the mention and hidden-text checks, the decoders.
 * So the weights record the fingerprint they were trained against, and a
 * test fails when any of it changes without a retrain.
 *
 * @example
 * rulesFingerprint(); // "3f1c…" (64 hex digits)
 */
export function rulesFingerprint(): string {
  const hash = createHash("sha256");
  const files = readdirSync(scanDir, { recursive: true, encoding: "utf8" })
    .filter(
      (name) =>
        name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith("derived-tables.ts"),
    )
    .map((name) => name.split("\\").join("/"))
    .filter((name) => !name.startsWith("challenge/"))
    .sort();
  for (const name of files) {
    hash.update(`${name}\u0000`);
    hash.update(readFileSync(`${scanDir}${name}`));
    hash.update("\u0000");
  }
  return hash.digest("hex");
}
