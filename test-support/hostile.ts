import vm from "node:vm";

/**
 * Helpers for the reliability suites: freeze inputs so a mutation throws,
 * measure *work* (not wall-clock time), and make a hang fail the test instead
 * of freezing the run.
 */

/** Freezes a value and everything reachable from it (cycles are fine). Returns it. */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d && "value" in d) deepFreeze(d.value, seen);
  }
  return Object.freeze(value);
}

/** A structural copy of JSON-ish data, own `__proto__` keys kept as data. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}

/**
 * Runs a synchronous function under a watchdog: if it does not return within
 * `ceilingMs` the isolate interrupts it and this throws. The ceiling is a hang
 * guard (so CI fails instead of freezing), never the assertion itself: the
 * tests assert bounds on work (input size, regex executions, native-regex use).
 */
export function watchdog<T>(fn: () => T, ceilingMs = 10_000): T {
  return vm.runInNewContext("fn()", { fn }, { timeout: ceilingMs }) as T;
}

/**
 * Calls `fn` while recording the source of every native (backtracking)
 * `RegExp` built with `new RegExp(...)` / `RegExp(...)`. Regex literals are not
 * seen, which is fine: the question is whether a *schema's* pattern reached the
 * native engine.
 */
export function recordNativeRegExps<T>(fn: () => T): { result: T; sources: string[] } {
  const { install, sources } = nativeRegExpRecorder();
  const restore = install();
  try {
    return { result: fn(), sources };
  } finally {
    restore();
  }
}

/** {@link recordNativeRegExps} for an async function: records until its promise settles. */
export async function recordNativeRegExpsAsync<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; sources: string[] }> {
  const { install, sources } = nativeRegExpRecorder();
  const restore = install();
  try {
    return { result: await fn(), sources };
  } finally {
    restore();
  }
}

function nativeRegExpRecorder(): { install: () => () => void; sources: string[] } {
  const sources: string[] = [];
  const Native = globalThis.RegExp;
  const Recording: RegExpConstructor = new Proxy(Native, {
    construct(target, args, newTarget): object {
      sources.push(String(args[0] instanceof Native ? args[0].source : args[0]));
      return Reflect.construct(target, args, newTarget === Recording ? target : newTarget);
    },
    apply(target, thisArg, args) {
      sources.push(String(args[0] instanceof Native ? args[0].source : args[0]));
      return Reflect.apply(target, thisArg, args);
    },
  });
  const install = () => {
    globalThis.RegExp = Recording;
    return () => {
      globalThis.RegExp = Native;
    };
  };
  return { install, sources };
}

/**
 * Calls `fn` counting native regex executions (`exec`, and everything built
 * on it: `test`, `match`, `matchAll`, `replace`, `split`, `search`). A linear
 * scanner runs a bounded number of regexes per input, not one per character.
 */
export function countRegexExecs<T>(fn: () => T): { result: T; execs: number } {
  const proto = RegExp.prototype;
  const original = proto.exec;
  let execs = 0;
  proto.exec = function (this: RegExp, s: string) {
    execs++;
    return original.call(this, s);
  };
  try {
    return { result: fn(), execs };
  } finally {
    proto.exec = original;
  }
}

/** Names that must never appear on `Object.prototype` after a suite ran. */
export const pollutionMarkers = ["polluted", "isAdmin", "toolformPwned"] as const;

/** True when any pollution marker reached `Object.prototype` (or `Function.prototype`). */
export function prototypePolluted(): boolean {
  const probe: { [key: string]: unknown } = {};
  const fnProbe = () => {};
  return pollutionMarkers.some(
    (m) =>
      m in Object.prototype ||
      probe[m] !== undefined ||
      (fnProbe as unknown as { [key: string]: unknown })[m] !== undefined,
  );
}

/** Nests `{ a: { a: … } }` `depth` levels deep without recursion. */
export function deepObject(depth: number, leaf: unknown = 1): { [key: string]: unknown } {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value as { [key: string]: unknown };
}

/** `'{"a":{"a":…1…}}'` of the given depth. */
export function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** An object with `n` distinct keys `k0…k{n-1}`. */
export function wideObject(n: number): { [key: string]: unknown } {
  const out: { [key: string]: unknown } = {};
  for (let i = 0; i < n; i++) out[`k${i}`] = i;
  return out;
}

/** Applies span replacements right to left (spans must not overlap after merging). */
export function replaceSpans(
  text: string,
  spans: readonly { readonly start: number; readonly end: number }[],
  replacement = "[redacted]",
): string {
  const merged = mergeSpans(spans);
  let out = text;
  for (let i = merged.length - 1; i >= 0; i--) {
    const s = merged[i]!;
    out = out.slice(0, s.start) + replacement + out.slice(s.end);
  }
  return out;
}

/** Sorts spans and merges overlapping or touching ones. */
export function mergeSpans(
  spans: readonly { readonly start: number; readonly end: number }[],
): { start: number; end: number }[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: { start: number; end: number }[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/**
 * A canonical text of a value for exact comparison: key order kept, `-0`,
 * `NaN`, `undefined`, BigInt and own `__proto__`/`constructor` keys all
 * distinguished. (`toStrictEqual` compares `.constructor`, so an own
 * `constructor` key would make equal data look different.)
 */
export function repr(value: unknown, seen: Map<object, number> = new Map()): string {
  if (value === undefined) return "undefined";
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "symbol") return value.toString();
  if (typeof value === "function") return `function ${value.name}`;
  if (value === null || typeof value !== "object") return String(value);
  const id = seen.get(value);
  if (id !== undefined) return `<cycle ${id}>`;
  seen.set(value, seen.size);
  try {
    if (Array.isArray(value)) return `[${value.map((v) => repr(v, seen)).join(",")}]`;
    const proto = Object.getPrototypeOf(value);
    const tag = proto === Object.prototype ? "" : proto === null ? "null-proto" : "exotic";
    const entries = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${repr(Object.getOwnPropertyDescriptor(value, k)?.value, seen)}`,
    );
    return `${tag}{${entries.join(",")}}`;
  } finally {
    seen.delete(value);
  }
}

/** {@link countRegexExecs} for an async function: counts until its promise settles. */
export async function countRegexExecsAsync<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; execs: number }> {
  const proto = RegExp.prototype;
  const original = proto.exec;
  let execs = 0;
  proto.exec = function (this: RegExp, s: string) {
    execs++;
    return original.call(this, s);
  };
  try {
    return { result: await fn(), execs };
  } finally {
    proto.exec = original;
  }
}
