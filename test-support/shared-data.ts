import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Where the public data sets live: `$TOOLFORM_DATA`, else `../shared/data`
 * beside the repository. A user's clone has neither, and the data-driven
 * suites then say so and step aside (see {@link describeWithData}).
 */
export const sharedDataDir: string =
  process.env.TOOLFORM_DATA ?? fileURLToPath(new URL("../../shared/data", import.meta.url));

/** True when the sub-folder (e.g. `"bfcl"`) of the shared data is present. */
export function hasSharedData(folder: string): boolean {
  return existsSync(`${sharedDataDir}/${folder}`);
}

/** Absolute path of a file in the shared data. */
export function sharedDataPath(...parts: string[]): string {
  return [sharedDataDir, ...parts].join("/");
}

/**
 * Prints, once, that a data-driven suite has no data here, and returns whether
 * the data is present; use as `describe.runIf(dataPresent("bfcl", "BFCL conformance"))`.
 */
export function dataPresent(folder: string, suite: string): boolean {
  const present = hasSharedData(folder);
  if (!present) {
    console.warn(
      `[${suite}] data absent: ${sharedDataDir}/${folder} not found (set TOOLFORM_DATA to run this suite); skipping it.`,
    );
  }
  return present;
}
