import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definePolicy } from "./define-policy.js";
import { InvalidPolicyError } from "./invalid-policy-error.js";
import { loadPolicy } from "./load-policy.js";
import type { PolicyConfig } from "./policy-types.js";
import { ToolformError } from "./toolform-error.js";

function messageOf(config: unknown): string {
  try {
    definePolicy(config as PolicyConfig);
  } catch (error) {
    expect(InvalidPolicyError.isInstance(error)).toBe(true);
    expect(ToolformError.isInstance(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("expected definePolicy to throw");
}

describe("definePolicy", () => {
  it("fills DESIGN's defaults when no policy is given", () => {
    const policy = definePolicy();
    expect(policy).toMatchObject({
      onInvalid: "feedback",
      repair: "safe",
      injection: { descriptions: "sanitise", arguments: "block", toolOutputs: "sanitise" },
      limits: { maxArgumentBytes: 1_048_576, maxDepth: 64 },
      maxRetries: 3,
      classifierFailure: "closed",
    });
    expect(policy.classifierTimeoutMs).toBeGreaterThan(0);
    expect(policy.allowTools).toBeUndefined();
  });

  it("returns a deep-frozen copy and never freezes or mutates the input", () => {
    const config = {
      injection: { arguments: "sanitise" as const },
      allowTools: ["send_email"],
      values: { send_email: { to: { domains: ["example.com"] } } },
    };
    const policy = definePolicy(config);
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(policy.injection)).toBe(true);
    expect(Object.isFrozen(policy.allowTools)).toBe(true);
    expect(Object.isFrozen(policy.values.send_email?.to?.domains)).toBe(true);
    expect(Object.isFrozen(config)).toBe(false);
    expect(Object.isFrozen(config.values.send_email.to.domains)).toBe(false);
    expect(config).toEqual({
      injection: { arguments: "sanitise" },
      allowTools: ["send_email"],
      values: { send_email: { to: { domains: ["example.com"] } } },
    });
    expect(policy.injection).toEqual({
      descriptions: "sanitise",
      arguments: "sanitise",
      toolOutputs: "sanitise",
    });
  });

  it("gives a defined policy back unchanged", () => {
    const policy = definePolicy({ onInvalid: "stop" });
    expect(definePolicy(policy)).toBe(policy);
  });

  it("keeps functions as given", () => {
    const classifier = async () => ({ flagged: false });
    const onEvent = () => {};
    const check = () => undefined;
    const policy = definePolicy({ classifier, onEvent, values: { f: { x: { check } } } });
    expect(policy.classifier).toBe(classifier);
    expect(policy.onEvent).toBe(onEvent);
    expect(policy.values.f?.x?.check).toBe(check);
  });

  it("names the key path and the allowed values of a bad enum", () => {
    expect(messageOf({ injection: { arguments: "stop" } })).toContain(
      'injection.arguments: expected one of "block" | "sanitise" | "warn" | "off", got "stop"',
    );
    expect(messageOf({ onInvalid: "retry" })).toContain(
      'onInvalid: expected one of "feedback" | "stop" | "execute", got "retry"',
    );
    expect(messageOf({ injection: { toolOutputs: "sanitize" } })).toContain(
      '(did you mean "sanitise"?)',
    );
  });

  it("rejects unknown keys at every level", () => {
    expect(messageOf({ onInvalidd: "stop" })).toContain("onInvalidd: unknown key");
    expect(messageOf({ injection: { args: "block" } })).toContain("injection.args: unknown key");
    expect(messageOf({ limits: { maxBytes: 5 } })).toContain("limits.maxBytes: unknown key");
    expect(messageOf({ values: { send: { to: { domain: ["x.com"] } } } })).toContain(
      "values.send.to.domain: unknown key",
    );
  });

  it("reports every issue at once, each with its path", () => {
    try {
      definePolicy({
        maxRetries: -1,
        limits: { maxDepth: 0 },
        repair: "all",
      } as unknown as PolicyConfig);
      expect.unreachable();
    } catch (error) {
      expect(InvalidPolicyError.isInstance(error)).toBe(true);
      const paths = (error as InvalidPolicyError).issues.map((issue) => issue.path);
      expect(paths).toEqual(["repair", "limits.maxDepth", "maxRetries"]);
    }
  });

  it("checks value rules: types, bounds, patterns, domains and path roots", () => {
    expect(messageOf({ values: { pay: { amount: { max: "500" } } } })).toContain(
      'values.pay.amount.max: expected a finite number, got "500"',
    );
    expect(messageOf({ values: { pay: { amount: { min: 10, max: 5 } } } })).toContain(
      "values.pay.amount.min: min 10 is greater than max 5",
    );
    expect(messageOf({ values: { f: { ref: { pattern: "([a-z" } } } })).toContain(
      "values.f.ref.pattern: cannot compile",
    );
    expect(messageOf({ values: { f: { to: { domains: ["exa mple.com"] } } } })).toContain(
      "values.f.to.domains.0: not a domain name",
    );
    expect(messageOf({ values: { f: { to: { domains: ["*.example.com"] } } } })).toContain(
      'values.f.to.domains.0: write "example.com" instead of "*.example.com": subdomains are always included',
    );
    expect(messageOf({ values: { f: { file: { within: ["data"] } } } })).toContain(
      'values.f.file.within.0: expected an absolute path root, got "data"',
    );
    expect(messageOf({ values: { f: { x: { check: "no" } } } })).toContain(
      "values.f.x.check: expected a function",
    );
    expect(messageOf({ values: { f: { x: { oneOf: [] } } } })).toContain(
      "values.f.x.oneOf: expected a non-empty array",
    );
    expect(messageOf({ values: { f: { "a..b": {} } } })).toContain(
      "values.f.a..b: expected a dotted argument path",
    );
  });

  it("rejects wrong types with the value it got", () => {
    expect(messageOf({ allowTools: "send_email" })).toContain(
      'allowTools: expected an array of strings, got "send_email"',
    );
    expect(messageOf({ allowTools: ["ok", ""] })).toContain(
      "allowTools.1: expected a non-empty string",
    );
    expect(messageOf({ onEvent: 5 })).toContain("onEvent: expected a function, got 5");
    expect(messageOf({ classifierTimeoutMs: 0 })).toContain(
      "classifierTimeoutMs: expected an integer ≥ 1, got 0",
    );
    expect(messageOf([])).toContain("a policy must be a plain object");
  });

  it("treats __proto__ keys from JSON as data, never as a prototype", () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}');
    expect(messageOf(hostile)).toContain("__proto__: unknown key");
    const tools = JSON.parse('{"values": {"__proto__": {"to": {"domains": ["example.com"]}}}}');
    const policy = definePolicy(tools);
    expect(Object.hasOwn(policy.values, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(policy.values, "constructor")).toBe(false);
  });
});

describe("loadPolicy", () => {
  let dir = "";
  let n = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "toolform-policy-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function file(text: string): Promise<string> {
    const path = join(dir, `policy-${n++}.json`);
    await writeFile(path, text);
    return path;
  }

  it("reads and checks a JSON policy file", async () => {
    const path = await file(
      JSON.stringify({ onInvalid: "stop", values: { pay: { amount: { max: 500 } } } }),
    );
    const policy = await loadPolicy(path);
    expect(policy.onInvalid).toBe("stop");
    expect(policy.values.pay?.amount?.max).toBe(500);
    expect(Object.isFrozen(policy)).toBe(true);
  });

  it("fails with a clear error for bad JSON, a bad policy, or a missing file", async () => {
    await expect(loadPolicy(await file("{ not json"))).rejects.toThrow(/is not valid JSON/);
    await expect(loadPolicy(await file('{"injection":{"arguments":"stop"}}'))).rejects.toThrow(
      /injection\.arguments: expected one of/,
    );
    await expect(loadPolicy(join(tmpdir(), "toolform-missing", "none.json"))).rejects.toThrow(
      /cannot read policy file .*ENOENT/,
    );
  });

  it("rejects a hostile __proto__ key without polluting Object.prototype", async () => {
    const path = await file('{"__proto__": {"isAdmin": true}, "onInvalid": "stop"}');
    await expect(loadPolicy(path)).rejects.toThrow(/__proto__: unknown key/);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
