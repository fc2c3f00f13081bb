import { resolve } from "node:path";
import { createGuard, type Guard, loadPolicy, ToolformError } from "@toolform/core";
import { CliUsageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";

/**
 * The guard every command runs: the policy file's, or the defaults. A
 * policy that cannot be read or is invalid is a usage error (exit 2), with
 * `definePolicy`'s own explanation.
 *
 * @example
 * const guard = await loadGuard("./toolform.policy.json", io);
 */
export async function loadGuard(policyPath: string | undefined, io: CliIo): Promise<Guard> {
  if (policyPath === undefined) return createGuard();
  try {
    return createGuard(await loadPolicy(resolve(io.cwd, policyPath)));
  } catch (error) {
    const detail = ToolformError.isInstance(error)
      ? error.message
      : (error as { code?: unknown } | null)?.code === "ENOENT"
        ? "no such file"
        : error instanceof Error
          ? error.message
          : String(error);
    throw new CliUsageError(`policy ${policyPath}: ${firstLine(detail)}`, { cause: error });
  }
}

function firstLine(text: string): string {
  return text.split("\n")[0]!;
}
