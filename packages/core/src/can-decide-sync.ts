import type { Guard } from "./guard.js";

// A synchronous method carries the awaited method it answers for under this key, so
// the two are taken for one check only while both are still that pair. A registry
// symbol: a deliberate double (a benchmark's precomputed guard) can set it too.
const answersFor = Symbol.for("toolform.answersFor");

/**
 * Marks `sync` as answering exactly as `awaited` does, without a promise; returns it.
 *
 * @example
 * const decideSync = pairSync(decide, (call, ctx) => decideCallSync(call, ctx, state));
 */
export function pairSync<F extends object>(awaited: object, sync: F): F {
  Object.defineProperty(sync, answersFor, { value: awaited });
  return sync;
}

/**
 * Whether an adapter may call the guard's synchronous methods (`decideSync`,
 * `checkToolOutputSync`) in place of `decide` and `checkToolOutput`: the policy has
 * no classifier (the one part of a decision that waits), and each synchronous method
 * answers for the awaited one beside it, as `createGuard` made them. A guard whose
 * `decide` or `checkToolOutput` was replaced (a wrapper that logs, a test double) is
 * awaited, so the replacement is what runs.
 *
 * @example
 * canDecideSync(createGuard()); // true
 * canDecideSync({ ...createGuard(), decide: myDecide }); // false: myDecide must run
 */
export function canDecideSync(guard: Guard): boolean {
  return (
    guard.policy.classifier === undefined &&
    pairedWith(guard.decideSync) === guard.decide &&
    pairedWith(guard.checkToolOutputSync) === guard.checkToolOutput
  );
}

function pairedWith(sync: unknown): unknown {
  return typeof sync === "function" ? (sync as { [answersFor]?: unknown })[answersFor] : undefined;
}
