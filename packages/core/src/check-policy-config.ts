import type { PolicyIssue } from "./invalid-policy-error.js";
import { canonicalHost } from "./value-rules/canonical-host.js";
import { compileRulePattern } from "./value-rules/pattern.js";
import { normalisePath } from "./value-rules/within.js";

type Issues = PolicyIssue[];

const injectionActions = ["block", "sanitise", "warn", "off"] as const;
const americanSpelling: Readonly<Record<string, string>> = { sanitize: "sanitise" };

function show(value: unknown): string {
  if (typeof value === "function") return "a function";
  if (value === undefined) return "undefined";
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  } catch {
    return typeof value;
  }
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/**
 * True for a plain object (not an array, class instance or null).
 *
 * @example
 * isPlainObject({}); // true
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Reports unknown keys of an object, naming the keys that are allowed.
 *
 * @example
 * checkKeys({ onInvalid: "stop", colour: 1 }, ["onInvalid"], "", issues);
 */
export function checkKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
  issues: Issues,
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      issues.push({
        path: join(path, key),
        message: `unknown key (expected one of ${allowed.map((k) => `"${k}"`).join(" | ")})`,
      });
    }
  }
}

/**
 * Checks a value is one of a few strings; suggests the DESIGN spelling for near misses.
 *
 * @example
 * checkEnum("stop", ["block", "sanitise"], "injection.arguments", issues);
 */
export function checkEnum(
  value: unknown,
  allowed: readonly string[],
  path: string,
  issues: Issues,
): void {
  if (typeof value === "string" && allowed.includes(value)) return;
  const suggestion =
    typeof value === "string" && americanSpelling[value] !== undefined
      ? ` (did you mean "${americanSpelling[value]}"?)`
      : "";
  issues.push({
    path,
    message: `expected one of ${allowed.map((a) => `"${a}"`).join(" | ")}, got ${show(value)}${suggestion}`,
  });
}

/**
 * Checks an integer within bounds.
 *
 * @example
 * checkInteger(0, 1, "limits.maxDepth", issues); // issue: expected an integer ≥ 1, got 0
 */
export function checkInteger(value: unknown, min: number, path: string, issues: Issues): void {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= min) return;
  issues.push({ path, message: `expected an integer ≥ ${min}, got ${show(value)}` });
}

/**
 * Checks an optional function.
 *
 * @example
 * checkFunction(console.log, "onEvent", issues);
 */
export function checkFunction(value: unknown, path: string, issues: Issues): void {
  if (typeof value !== "function") {
    issues.push({ path, message: `expected a function, got ${show(value)}` });
  }
}

/**
 * Checks a list of non-empty strings.
 *
 * @example
 * checkStringList(["get_weather"], "allowTools", issues);
 */
export function checkStringList(value: unknown, path: string, issues: Issues): value is string[] {
  if (!Array.isArray(value)) {
    issues.push({ path, message: `expected an array of strings, got ${show(value)}` });
    return false;
  }
  let ok = true;
  value.forEach((item, i) => {
    if (typeof item !== "string" || item.trim() === "") {
      issues.push({
        path: `${path}.${i}`,
        message: `expected a non-empty string, got ${show(item)}`,
      });
      ok = false;
    }
  });
  return ok;
}

/**
 * Checks the injection block.
 *
 * @example
 * checkInjection({ arguments: "stop" }, issues);
 */
export function checkInjection(value: unknown, issues: Issues): void {
  if (!isPlainObject(value)) {
    issues.push({ path: "injection", message: `expected an object, got ${show(value)}` });
    return;
  }
  const channels = ["descriptions", "arguments", "toolOutputs"];
  checkKeys(value, channels, "injection", issues);
  for (const channel of channels) {
    if (Object.hasOwn(value, channel) && value[channel] !== undefined) {
      checkEnum(value[channel], injectionActions, `injection.${channel}`, issues);
    }
  }
}

/**
 * Checks the limits block.
 *
 * @example
 * checkLimits({ maxDepth: 0 }, issues);
 */
export function checkLimits(value: unknown, issues: Issues): void {
  if (!isPlainObject(value)) {
    issues.push({ path: "limits", message: `expected an object, got ${show(value)}` });
    return;
  }
  checkKeys(value, ["maxArgumentBytes", "maxDepth"], "limits", issues);
  for (const key of ["maxArgumentBytes", "maxDepth"]) {
    if (Object.hasOwn(value, key) && value[key] !== undefined) {
      checkInteger(value[key], 1, `limits.${key}`, issues);
    }
  }
}

const ruleKeys = ["oneOf", "pattern", "min", "max", "domains", "within", "check"];

function checkRule(rule: unknown, path: string, issues: Issues): void {
  if (!isPlainObject(rule)) {
    issues.push({ path, message: `expected a rule object, got ${show(rule)}` });
    return;
  }
  checkKeys(rule, ruleKeys, path, issues);
  const has = (key: string) => Object.hasOwn(rule, key) && rule[key] !== undefined;
  if (has("oneOf")) {
    const list = rule.oneOf;
    const primitive = (item: unknown) =>
      item === null || ["string", "number", "boolean"].includes(typeof item);
    if (!Array.isArray(list) || list.length === 0 || !list.every(primitive)) {
      issues.push({
        path: `${path}.oneOf`,
        message: `expected a non-empty array of strings, numbers, booleans or null, got ${show(list)}`,
      });
    }
  }
  if (has("pattern")) {
    if (typeof rule.pattern !== "string") {
      issues.push({
        path: `${path}.pattern`,
        message: `expected a string, got ${show(rule.pattern)}`,
      });
    } else {
      try {
        compileRulePattern(rule.pattern);
      } catch (error) {
        const reason = error instanceof Error ? error.message : "invalid";
        issues.push({
          path: `${path}.pattern`,
          message: `cannot compile ${show(rule.pattern)}: ${reason}`,
        });
      }
    }
  }
  for (const key of ["min", "max"]) {
    if (has(key) && (typeof rule[key] !== "number" || !Number.isFinite(rule[key]))) {
      issues.push({
        path: `${path}.${key}`,
        message: `expected a finite number, got ${show(rule[key])}`,
      });
    }
  }
  if (typeof rule.min === "number" && typeof rule.max === "number" && rule.min > rule.max) {
    issues.push({
      path: `${path}.min`,
      message: `min ${rule.min} is greater than max ${rule.max}`,
    });
  }
  if (has("domains") && checkStringList(rule.domains, `${path}.domains`, issues)) {
    (rule.domains as string[]).forEach((domain, i) => {
      if (/^(\*\.|\.)/.test(domain)) {
        const bare = domain.replace(/^\*?\./, "");
        issues.push({
          path: `${path}.domains.${i}`,
          message: `write "${bare}" instead of ${show(domain)}: subdomains are always included`,
        });
      } else if (canonicalHost(domain) === undefined || domain.includes(":")) {
        issues.push({
          path: `${path}.domains.${i}`,
          message: `not a domain name: ${show(domain)}`,
        });
      }
    });
  }
  if (has("within") && checkStringList(rule.within, `${path}.within`, issues)) {
    (rule.within as string[]).forEach((root, i) => {
      if (!normalisePath(root)?.startsWith("/")) {
        issues.push({
          path: `${path}.within.${i}`,
          message: `expected an absolute path root, got ${show(root)}`,
        });
      }
    });
  }
  if (has("check")) checkFunction(rule.check, `${path}.check`, issues);
}

/**
 * Checks `values`: `{ [tool]: { [argumentPath]: rule } }`.
 *
 * @example
 * checkValues({ send_email: { to: { domains: ["example.com"] } } }, issues);
 */
export function checkValues(value: unknown, issues: Issues): void {
  if (!isPlainObject(value)) {
    issues.push({ path: "values", message: `expected an object of tools, got ${show(value)}` });
    return;
  }
  for (const [tool, rules] of Object.entries(value)) {
    const toolPath = `values.${tool}`;
    if (!isPlainObject(rules)) {
      issues.push({
        path: toolPath,
        message: `expected an object of argument paths, got ${show(rules)}`,
      });
      continue;
    }
    for (const [argPath, rule] of Object.entries(rules)) {
      if (argPath === "" || argPath.split(".").some((segment) => segment === "")) {
        issues.push({ path: join(toolPath, argPath), message: "expected a dotted argument path" });
        continue;
      }
      checkRule(rule, join(toolPath, argPath), issues);
    }
  }
}
