// The floor: what validation costs with nothing but `JSON.parse` and ajv's
// compiled validator, configured as @toolform/core configures it (see
// packages/core/src), so the ratio measures ToolForm's own work and not a
// difference in ajv options.

import { createRequire } from "node:module";
import { resolveToolName } from "@toolform/core";
import type { ValidateFunction } from "ajv";
import type { BenchCall, BfclTool } from "./data.ts";

const require = createRequire(import.meta.url);
const Ajv = require("ajv").default as typeof import("ajv").default;
const addFormats = require("ajv-formats").default as typeof import("ajv-formats").default;

/**
 * The options of packages/core/src/compile-validator.ts, for a schema without
 * `$schema` (all of BFCL): the draft-07 class, ajv-formats. Core's RE2 engine
 * for `pattern` is left out: BFCL schemas carry no `pattern` keyword, so it
 * would never run.
 */
export function createFloorAjv(): InstanceType<typeof Ajv> {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    ownProperties: true,
    logger: false,
    verbose: true,
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

export interface FloorCall {
  readonly text: string;
  readonly validate: ValidateFunction | undefined;
}

/** Compiles every tool once (outside any timing) and pairs each call with its validator. */
export function prepareFloor(calls: readonly BenchCall[]): FloorCall[] {
  const ajv = createFloorAjv();
  const byToolset = new Map<readonly BfclTool[], Map<string, ValidateFunction>>();
  return calls.map((c) => {
    let byName = byToolset.get(c.tools);
    if (byName === undefined) {
      byName = new Map(c.tools.map((t) => [t.name, ajv.compile(t.parameters)]));
      byToolset.set(c.tools, byName);
    }
    // The floor runs the validator of the tool ToolForm resolves the name to
    // (resolved here, untimed), so a near-miss name ("FUNCTIONS.get_weather")
    // costs the floor the same ajv work it costs ToolForm; an unknown tool
    // costs both sides the parse only.
    const resolved = resolveToolName(c.name, c.tools);
    return { text: c.text, validate: resolved === null ? undefined : byName.get(resolved) };
  });
}

/** One floor pass; returns the number of valid calls so the work cannot be optimised away. */
export function runFloor(calls: readonly FloorCall[]): number {
  let ok = 0;
  for (const c of calls) {
    const args = JSON.parse(c.text);
    if (c.validate?.(args) === true) ok++;
  }
  return ok;
}
