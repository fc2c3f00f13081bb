// JSON-Schema-Test-Suite (../shared/data/json-schema-test-suite): the required
// tests of draft7 and draft2020-12 (not optional/), remotes registered, run
// through ToolForm's validator with plain JSON Schema semantics for unknown
// arguments, and compared with ajv's own result on the same tests.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv, type AnySchema } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsImport from "ajv-formats";
import { describe, expect, it } from "vitest";
import { dataPresent, sharedDataPath } from "../../../test-support/shared-data.js";
import { type Draft, registerRemoteSchemas } from "../src/compile-validator.js";
import type { JSONSchema } from "../src/json-schema.js";
import { validateInstance } from "../src/validate-instance.js";

interface TestGroup {
  description: string;
  schema: JSONSchema | boolean;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv | Ajv2020) => void;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "optional" ? [] : jsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

const SUITES: { folder: string; draft: Draft; remoteDir: string }[] = [
  { folder: "draft7", draft: "draft-07", remoteDir: "draft7" },
  { folder: "draft2020-12", draft: "2020-12", remoteDir: "draft2020-12" },
];
const DRAFT_DIRS = /^(draft\d|draft20\d\d-\d\d|v1)\//;

/** Remotes a suite resolves: the draft-neutral files and its own draft's folder. */
function remotesFor(remoteDir: string): Record<string, JSONSchema> {
  const root = sharedDataPath("json-schema-test-suite", "remotes");
  const documents: Record<string, JSONSchema> = {};
  for (const path of jsonFiles(root)) {
    const rel = relative(root, path).replaceAll("\\", "/");
    if (DRAFT_DIRS.test(rel) && !rel.startsWith(`${remoteDir}/`)) continue;
    documents[`http://localhost:1234/${rel}`] = JSON.parse(readFileSync(path, "utf8"));
  }
  return documents;
}

function ajvBaseline(draft: Draft, documents: Record<string, JSONSchema>) {
  const ajv =
    draft === "2020-12"
      ? new Ajv2020({ strict: false, logger: false })
      : new Ajv({ strict: false, logger: false });
  addFormats(ajv);
  for (const [uri, schema] of Object.entries(documents)) {
    try {
      ajv.addSchema(schema as AnySchema, uri);
    } catch {
      // Same rule as ToolForm's registration: an unreadable remote is left out.
    }
  }
  return ajv;
}

describe.runIf(dataPresent("json-schema-test-suite", "JSON-Schema-Test-Suite"))(
  "JSON-Schema-Test-Suite conformance",
  () => {
    for (const suite of SUITES) {
      it(`${suite.folder}: passes at least as many required tests as ajv itself`, () => {
        const documents = remotesFor(suite.remoteDir);
        registerRemoteSchemas(suite.draft, documents);
        const ajv = ajvBaseline(suite.draft, documents);
        const dir = sharedDataPath("json-schema-test-suite", "tests", suite.folder);
        let total = 0;
        let ours = 0;
        let theirs = 0;
        const failures: string[] = [];
        for (const file of jsonFiles(dir).sort()) {
          const groups = JSON.parse(readFileSync(file, "utf8")) as TestGroup[];
          const name = relative(dir, file);
          for (const group of groups) {
            let baseline: ((data: unknown) => boolean) | undefined;
            try {
              baseline = ajv.compile(group.schema as AnySchema) as (data: unknown) => boolean;
            } catch {
              baseline = undefined;
            }
            for (const test of group.tests) {
              total++;
              let valid: boolean | string;
              try {
                valid = validateInstance(group.schema, test.data, { unknownArgs: "schema" }).valid;
              } catch (error) {
                valid = `threw: ${(error as Error).message.slice(0, 80)}`;
              }
              if (valid === test.valid) ours++;
              else
                failures.push(
                  `${name} | ${group.description} | ${test.description} (${String(valid)})`,
                );
              try {
                if (baseline !== undefined && baseline(test.data) === test.valid) theirs++;
              } catch {
                // ajv throwing (e.g. a stack overflow) counts as a failed test for ajv.
              }
            }
          }
        }
        console.info(
          `[JSON-Schema-Test-Suite ${suite.folder}] ToolForm ${ours}/${total} (${((100 * ours) / total).toFixed(1)}%), ajv ${theirs}/${total} (${((100 * theirs) / total).toFixed(1)}%)\n` +
            failures.map((f) => `  fails: ${f}`).join("\n"),
        );
        expect(total).toBeGreaterThan(900);
        expect(ours).toBeGreaterThanOrEqual(theirs);
      });
    }
  },
);
