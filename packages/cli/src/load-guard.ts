import { resolve } from "node:path";
import {
  createGuard,
  type Guard,
  InvalidPolicyError,
  loadPolicy,
  ToolformError,
} from "@toolform/core";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";

/**
 * The guard every command runs: the policy file's, or the defaults. A
 * policy that cannot be read or is invalid is a usage error (exit 2), naming
 * the file as given and then `definePolicy`'s own explanation.
 *
 * @example
 * const guard = await loadGuard("./toolform.policy.json", io);
 */
export async function loadGuard(policyPath: string | undefined, io: CliIo): Promise<Guard> {
  if (policyPath === undefined) return createGuard();
  try {
    return createGuard(await loadPolicy(resolve(io.cwd, policyPath)));
  } catch (error) {
    throw new CliUsageError(`policy ${policyPath}: ${firstLine(describe(error))}`, {
      cause: error,
    });
  }
}

function describe(error: unknown): string {
  const cause = InvalidPolicyError.isInstance(error) ? error.cause : error;
  if ((cause as { code?: unknown } | null)?.code === "ENOENT") return "no such file";
  // The issues, not the message: the message names the file again, by its resolved path.
  if (InvalidPolicyError.isInstance(error)) {
    return error.issues
      .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
      .join("; ");
  }
  if (ToolformError.isInstance(error) || error instanceof Error) return error.message;
  return String(error);
}

function firstLine(text: string): string {
  return text.split("\n")[0]!;
}
