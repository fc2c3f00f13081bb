import type { PolicyInput } from "./guard.js";
import { anthropic, openai, openaiResponses, type ProviderShape } from "./provider-shapes.js";
import { validateToolCalls } from "./validate-tool-calls.js";
import type { Verdict } from "./verdict.js";

type Body = Record<string, unknown>;
type Create = (body: Body, options?: unknown) => PromiseLike<unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Options for {@link decorate}.
 *
 * @example
 * decorate(client, { policy: { allowTools: ["get_weather"] }, onMatch: "sanitise" });
 */
export interface DecorateOptions {
  readonly policy?: PolicyInput;
  /** `"sanitise"`: redact injected spans in place instead of blocking the response. */
  readonly onMatch?: "reject" | "sanitise";
}

/**
 * What ToolForm attaches to a response it blocked: the response's tool calls are
 * removed (OpenAI chat: `message.tool_calls` dropped, `finish_reason: "stop"`, `refusal`
 * set; OpenAI Responses: `function_call` items dropped; Anthropic: `tool_use` blocks
 * dropped, `stop_reason: "refusal"`), and the verdict says why.
 *
 * @example
 * const response = await client.chat.completions.create(body);
 * if ((response as Partial<BlockedResponse>).toolform?.blocked) log(response.toolform.verdict);
 */
export interface BlockedResponse {
  readonly toolform: { readonly blocked: true; readonly verdict: Verdict };
}

/**
 * True when a decorated client blocked this response (its tool calls were removed and
 * the verdict is attached as `toolform`).
 *
 * @example
 * const response = await client.messages.create(body);
 * if (isBlockedResponse(response)) console.warn(response.toolform.verdict.calls);
 */
export function isBlockedResponse(response: unknown): response is BlockedResponse {
  return isObject(response) && isObject(response.toolform) && response.toolform.blocked === true;
}

function gate(
  create: Create,
  provider: ProviderShape,
  options: DecorateOptions | undefined,
): Create {
  return async function gatedCreate(body: Body, requestOptions?: unknown) {
    // Streams are handed back untouched: chunks reach the caller before a call completes,
    // so gate them with assembleToolCalls + validateToolCalls instead.
    if (isObject(body) && body.stream === true) return create(body, requestOptions);
    const response = await create(body, requestOptions);
    const calls = provider.calls(response);
    if (calls.length === 0 || !isObject(response)) return response;
    const tools = isObject(body) ? provider.tools(body) : undefined;
    const verdict = await validateToolCalls(calls, {
      ...(tools === undefined ? {} : { tools }),
      ...(options?.policy === undefined ? {} : { policy: options.policy }),
      ...(options?.onMatch === undefined ? {} : { onMatch: options.onMatch }),
    });
    if (verdict.blocked) return provider.blocked(response, verdict);
    return verdict.calls.some((call) => call.redactedArguments !== undefined)
      ? provider.redacted(response, verdict.calls)
      : response;
  };
}

function overlay<T extends object>(target: T, overrides: ReadonlyMap<PropertyKey, unknown>): T {
  // Methods are bound to the real object: SDK clients keep private state that a
  // proxy receiver could not reach.
  return new Proxy(target, {
    get(object, property) {
      if (overrides.has(property)) return overrides.get(property);
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function resource(parent: unknown, key: string): Body | undefined {
  const value =
    isObject(parent) || typeof parent === "function" ? (parent as Body)[key] : undefined;
  return isObject(value) ? value : undefined;
}

/**
 * Gates a raw OpenAI (`client.chat.completions.create`, `client.responses.create`) or
 * Anthropic (`client.messages.create`) client's non-streamed completions, reading the tool
 * declarations from each request body (so the allowlist is on whenever the request
 * declares tools). A response whose tool calls are all allowed comes back unchanged;
 * a rejected call returns a {@link BlockedResponse} body instead (tool calls removed,
 * `toolform.verdict` attached). With `onMatch: "sanitise"` injected spans are
 * redacted in the returned calls. Streams pass through: assemble them with
 * `assembleToolCalls`. The client is not modified; a proxy is returned, and the
 * gated `create` returns a plain promise (no `.withResponse()`).
 *
 * @example
 * const client = decorate(new OpenAI(), { policy: { allowTools: ["get_weather"] } });
 * const response = await client.chat.completions.create({ model, messages, tools });
 * if ("toolform" in response) console.warn(response.toolform.verdict);
 */
export function decorate<T extends object>(client: T, options?: DecorateOptions): T {
  const overrides = new Map<PropertyKey, unknown>();
  const chat = resource(client, "chat");
  const completions = resource(chat, "completions");
  if (chat && completions && typeof completions.create === "function") {
    const create = (completions.create as Create).bind(completions);
    const gatedCompletions = overlay(
      completions,
      new Map([["create", gate(create, openai, options)]]),
    );
    overrides.set("chat", overlay(chat, new Map([["completions", gatedCompletions]])));
  }
  const responses = resource(client, "responses");
  if (responses && typeof responses.create === "function") {
    const create = (responses.create as Create).bind(responses);
    overrides.set(
      "responses",
      overlay(responses, new Map([["create", gate(create, openaiResponses, options)]])),
    );
  }
  const messages = resource(client, "messages");
  if (messages && typeof messages.create === "function") {
    const create = (messages.create as Create).bind(messages);
    overrides.set(
      "messages",
      overlay(messages, new Map([["create", gate(create, anthropic, options)]])),
    );
  }
  return overlay(client, overrides);
}
