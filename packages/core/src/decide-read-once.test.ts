import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGuard } from "./create-guard.js";
import { fuzz, fuzzTimeout, hostileValue, own } from "./hostile-shapes.js";
import { validateToolCalls } from "./validate-tool-calls.js";

const tools = [{ name: "open", parameters: { type: "object" } }];

// What one read of `value` gives, written independently of the guard's own copy: every
// plain container copied (own enumerable members, `__proto__` kept as data, holes kept),
// anything else as it is.
function oneRead(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) return value;
    const out: unknown[] = [];
    out.length = value.length;
    for (let i = 0; i < value.length; i++) if (i in value) out[i] = oneRead(value[i]);
    return out;
  }
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
  for (const key of Object.keys(value)) {
    const item = oneRead((value as Record<string, unknown>)[key]);
    Object.defineProperty(out, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

// A value's shape without calling a getter: what a mutation would change.
function fingerprint(value: unknown, seen = new Set<object>()): unknown {
  if (typeof value !== "object" || value === null)
    return typeof value === "symbol" ? "symbol" : value;
  if (seen.has(value)) return "[seen]";
  seen.add(value);
  // Prototypes by index in a list of those seen (a Map's prototype is not comparable as a value).
  const out: Record<string, unknown> = { proto: protoIndex(Object.getPrototypeOf(value)) };
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    out[String(key)] = "value" in d ? fingerprint(d.value, seen) : { get: d.get, set: d.set };
  }
  return out;
}

const protos: unknown[] = [];
function protoIndex(proto: unknown): number {
  const at = protos.indexOf(proto);
  return at >= 0 ? at : protos.push(proto) - 1;
}

// Every plain container reachable from `value` (the ones a read must not hand back).
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== "object" || value === null || into.has(value)) return into;
  const proto: unknown = Object.getPrototypeOf(value);
  const plain = Array.isArray(value)
    ? proto === Array.prototype
    : proto === Object.prototype || proto === null;
  if (!plain) return into;
  into.add(value);
  for (const key of Object.keys(value)) containers((value as Record<string, unknown>)[key], into);
  return into;
}

function reachesAny(value: unknown, banned: Set<object>, seen = new Set<object>()): boolean {
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  if (banned.has(value)) return true;
  seen.add(value);
  return Object.keys(value).some((key) =>
    reachesAny((value as Record<string, unknown>)[key], banned, seen),
  );
}

describe("decide reads a caller's object once", () => {
  it(
    "property: never mutates it, and what it hands over is a one-read snapshot of it, none of its containers",
    async () => {
      const guard = createGuard({ maxRetries: 1_000_000 });
      await fc.assert(
        fc.asyncProperty(hostileValue, hostileValue, async (first, second) => {
          const args = own([
            ["v", first],
            ["w", second],
          ]);
          const before = fingerprint(args);
          const snapshot = oneRead(args);
          const decision = await guard.decide({ name: "open", arguments: args }, { tools });
          const verdict = await validateToolCalls([{ name: "open", arguments: args }], { tools });
          expect(fingerprint(args)).toEqual(before);
          const banned = containers(args);
          for (const handed of [
            decision.arguments,
            decision.originalArguments,
            verdict.calls[0]!.arguments,
          ]) {
            expect(reachesAny(handed, banned)).toBe(false);
          }
          // What runs (or would have, for a refused call) is the snapshot; `{}` when the
          // arguments could not be processed at all.
          if (decision.action === "execute" || Object.keys(decision.arguments).length > 0) {
            expect(decision.arguments).toStrictEqual(snapshot);
          }
          expect(decision.originalArguments).toStrictEqual(snapshot);
          expect(verdict.calls[0]!.arguments).toStrictEqual(snapshot);
          expect(verdict.allowed).toBe(decision.action === "execute");
        }),
        fuzz,
      );
    },
    fuzzTimeout,
  );
});
