import {
  BaseMessage,
  type BaseMessageLike,
  coerceMessageLikeToMessage,
} from "@langchain/core/messages";

/**
 * A LangGraph `Command`, as a tool may return one to update the graph's state
 * (its messages among it) and route it. Recognised by LangGraph's own mark
 * (`lg_name`), so the adapter need not import `@langchain/langgraph`.
 *
 * @example
 * if (isCommand(result)) result.update;
 */
export interface CommandLike {
  readonly lg_name: "Command";
  readonly update?: unknown;
  readonly goto?: unknown;
  readonly graph?: unknown;
  readonly resume?: unknown;
}

/**
 * True for a LangGraph `Command` (any copy of the package: checked by its mark,
 * as LangGraph's own `isCommand` does).
 *
 * @example
 * isCommand(new Command({ goto: "agent" })); // true
 */
export function isCommand(value: unknown): value is CommandLike {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { lg_name?: unknown }).lg_name === "Command"
  );
}

/**
 * The Command with every message in `update.messages` (an array, or a single
 * message; the object form or LangGraph's `[key, value]` tuples) passed through
 * `guard`: BaseMessages, and the message-likes LangGraph's `messagesStateReducer`
 * turns into messages (`{ role: "tool", ... }`, `{ type: "ai", ... }`, a bare
 * string, a `[role, content]` pair), read as that reducer reads them. Returns
 * the same Command when no message changed; otherwise a new one built by the
 * Command's own class (the LangGraph copy the tool used), with `goto`, `graph`,
 * `resume` and every other update key as they were.
 *
 * @example
 * const checked = await guardCommand(command, async (m) => (ToolMessage.isInstance(m) ? check(m) : m));
 */
export async function guardCommand<T extends CommandLike>(
  command: T,
  guard: (message: BaseMessage) => Promise<BaseMessage>,
): Promise<T> {
  const update = command.update;
  let next: unknown = update;
  if (Array.isArray(update)) {
    let changed = false;
    const tuples: unknown[] = [];
    for (const entry of update) {
      if (Array.isArray(entry) && entry.length === 2 && entry[0] === "messages") {
        const messages = await guardMessages(entry[1], guard);
        changed ||= messages !== entry[1];
        tuples.push(messages === entry[1] ? entry : ["messages", messages]);
      } else tuples.push(entry);
    }
    if (changed) next = tuples;
  } else if (typeof update === "object" && update !== null && "messages" in update) {
    const messages = (update as { messages?: unknown }).messages;
    const guarded = await guardMessages(messages, guard);
    if (guarded !== messages) next = copyWith(update, "messages", guarded);
  }
  return next === update ? command : rebuiltCommand(command, next);
}

// The messages value with every message checked, or the same value when none changed.
// Not an array is one message, as the reducer reads it.
async function guardMessages(
  messages: unknown,
  guard: (message: BaseMessage) => Promise<BaseMessage>,
): Promise<unknown> {
  if (!Array.isArray(messages)) return guardEntry(messages, guard);
  let out: unknown[] | undefined;
  for (const [i, entry] of messages.entries()) {
    const checked = await guardEntry(entry, guard);
    if (checked === entry) continue;
    out ??= [...messages];
    out[i] = checked;
  }
  return out ?? messages;
}

// One entry: the entry itself when its message passed, else the checked message (the
// reducer takes a message where a message-like was).
async function guardEntry(
  entry: unknown,
  guard: (message: BaseMessage) => Promise<BaseMessage>,
): Promise<unknown> {
  const message = asMessage(entry);
  if (message === undefined) return entry;
  const checked = await guard(message);
  return checked === message ? entry : checked;
}

// The message the reducer makes of an entry, with the function it uses. Undefined when
// it cannot make one: the reducer throws on that entry, so the model never reads it.
function asMessage(entry: unknown): BaseMessage | undefined {
  if (BaseMessage.isInstance(entry)) return entry;
  try {
    return coerceMessageLikeToMessage(entry as BaseMessageLike);
  } catch {
    return undefined;
  }
}

function copyWith(record: object, key: string, value: unknown): object {
  const out: Record<string, unknown> = {};
  // defineProperty, so an own `__proto__` key stays data and never sets a prototype.
  for (const [k, v] of Object.entries(record))
    Object.defineProperty(out, k, {
      value: v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function rebuiltCommand<T extends CommandLike>(command: T, update: unknown): T {
  const Ctor = (command as { constructor?: unknown }).constructor;
  // A plain `{ lg_name: "Command" }` (LangGraph revives those too) stays plain.
  if (typeof Ctor !== "function" || Ctor === Object) return { ...command, update } as T;
  const args: Record<string, unknown> = { update };
  if (command.goto !== undefined) args.goto = command.goto;
  if (command.graph !== undefined) args.graph = command.graph;
  if (command.resume !== undefined) args.resume = command.resume;
  return new (Ctor as new (args: Record<string, unknown>) => T)(args);
}
