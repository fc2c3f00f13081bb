import { randomUUID } from "node:crypto";

/**
 * A fresh run identity for one agent invocation, for the retry budget and
 * for correlating events. Prefixed with the thread id when there is one, so
 * a run's events can be traced to its conversation; unique per invocation
 * either way, so each user turn gets its own budget.
 *
 * @example
 * mintRunId("thread-42"); // "thread-42/5b0c…"
 */
export function mintRunId(threadId: unknown): string {
  const id = randomUUID();
  return typeof threadId === "string" && threadId.length > 0 ? `${threadId}/${id}` : id;
}

/**
 * A Map that forgets its oldest entries past `limit`: per-run bookkeeping
 * must not grow without bound when runs end abnormally.
 *
 * @example
 * const seen = new BoundedMap<string, number>(2);
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.has(key)) this.delete(key);
    super.set(key, value);
    while (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return this;
  }
}
