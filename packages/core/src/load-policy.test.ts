import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidPolicyError } from "./invalid-policy-error.js";
import { loadPolicy } from "./load-policy.js";

// One folder for the whole file, removed afterwards; each file in its own
// subfolder so every one can keep the name the messages are checked against.
let root = "";
let n = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "toolform-load-policy-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = join(root, String(n++));
  await mkdir(dir);
  return dir;
}

async function file(text: string): Promise<string> {
  const path = join(await folder(), "team.policy.json");
  await writeFile(path, text);
  return path;
}

async function failure(path: string): Promise<InvalidPolicyError> {
  try {
    await loadPolicy(path);
  } catch (error) {
    if (InvalidPolicyError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected loadPolicy to fail");
}

describe("loadPolicy: errors name the file", () => {
  it("names the file and the key for content definePolicy refuses", async () => {
    const path = await file('{"onInvalid":"sometimes","injection":{"arguments":"stop"}}');
    const error = await failure(path);
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/^Invalid policy file .*team\.policy\.json: onInvalid: /);
    expect(error.message).toContain("injection.arguments: expected one of");
    // The issues stay data: key paths, not file names.
    expect(error.issues.map((issue) => issue.path)).toEqual(["onInvalid", "injection.arguments"]);
  });

  it("writes a file name holding $ patterns as it is", async () => {
    const path = join(await folder(), "p$&x$$.json");
    await writeFile(path, '{"onInvalid":"sometimes"}');
    const error = await failure(path);
    expect(error.message.startsWith(`Invalid policy file ${path}: onInvalid: `)).toBe(true);
  });

  it("names the file for a JSON array, a string, or a hostile key", async () => {
    for (const text of ["[]", '"x"', '{"__proto__":{"onInvalid":"stop"}}']) {
      const path = await file(text);
      expect((await failure(path)).message).toContain(path);
    }
  });

  it("words every failure alike: the file once, then what is wrong", async () => {
    const syntax = await file('{"onInvalid":"stop",}');
    expect((await failure(syntax)).message).toMatch(
      /^Invalid policy file \S+team\.policy\.json: the file is not valid JSON: /,
    );
    const nothing = await file("null");
    expect((await failure(nothing)).message).toBe(
      `Invalid policy file ${nothing}: the file must hold a JSON object, got null`,
    );
    const missing = join(tmpdir(), "toolform-missing", "none.json");
    expect((await failure(missing)).message).toBe(
      `Invalid policy file ${missing}: cannot read policy file (ENOENT)`,
    );
  });

  it("still loads a valid file, with a byte-order mark and CRLF", async () => {
    const policy = await loadPolicy(await file('\uFEFF{"onInvalid":"stop"}\r\n'));
    expect(policy.onInvalid).toBe("stop");
  });
});
