import {
  type Guard,
  type PolicyInput,
  renderStopText,
  resolveGuard,
  type ToolSpec,
} from "@toolform/core";
import type { LanguageModelMiddleware } from "ai";
import type { PromptMessage } from "./feedback-in-prompt.js";
import { guardPrompt, OutputCache } from "./guard-prompt.js";
import { guardRequestTools } from "./guard-request-tools.js";
import { guardStream } from "./guard-stream.js";
import { guardedToolNames } from "./guarded-schemas.js";
import { type JudgeOptions, judgeToolCall, type ToolCallPart } from "./judge-tool-call.js";
import { type RequestTool, requestToolSpecs } from "./request-tool-specs.js";
import { runStop } from "./run-stop.js";
import { stopGenerateResult, stopStream } from "./stop-response.js";

/**
 * Options of {@link toolformMiddleware}.
 *
 * @example
 * const options: ToolformMiddlewareOptions = { holdToolInput: true };
 */
export interface ToolformMiddlewareOptions {
  /**
   * Hold `tool-input-*` stream parts until the call they build is judged,
   * and drop them for a refused call, so a UI never renders a hostile call's
   * arguments. Default `false`: they stream as the model writes them.
   */
  readonly holdToolInput?: boolean;
}

interface CallParams {
  readonly prompt: readonly PromptMessage[];
  readonly tools?: readonly RequestTool[];
}

/**
 * Language-model middleware for `wrapLanguageModel`: ToolForm at the model
 * boundary, for tools you do not wrap yourself (an agent framework's, an MCP
 * server's) and for streams.
 *
 * - Before each call: strips or withholds poisoned tool descriptions, checks
 *   every earlier tool result on the `tool_output` channel (indirect
 *   injection), and redacts injected arguments of refused calls from the
 *   transcript.
 * - After: judges every `tool-call` the model produced. A call that may run
 *   goes on with its resolved name and repaired arguments; a refused call to
 *   a tool `guardTools` wraps with the same policy is left for that tool to
 *   refuse (the model reads its tool error); any other refused call is
 *   replaced by ToolForm's feedback as text.
 * - Ending a run: when the newest tool results carry the core's "stop"
 *   (retry budget spent, or `onInvalid: "stop"`), the run ends with a final
 *   text answer and `providerMetadata.toolform.stopped` instead of another
 *   model call.
 *
 * Takes its options first and the policy last; `toolformMiddleware(policy)`
 * works too.
 *
 * @example
 * const model = wrapLanguageModel({ model: openai("gpt-5"), middleware: toolformMiddleware(policy) });
 */
export function toolformMiddleware(policy?: PolicyInput): LanguageModelMiddleware;
export function toolformMiddleware(
  options: ToolformMiddlewareOptions,
  policy?: PolicyInput,
): LanguageModelMiddleware;
export function toolformMiddleware(...args: readonly unknown[]): LanguageModelMiddleware {
  const [first, second] = args as [unknown, PolicyInput | undefined];
  const twoArguments = args.length >= 2;
  const options: ToolformMiddlewareOptions = twoArguments
    ? ((first ?? {}) as ToolformMiddlewareOptions)
    : {};
  const guard: Guard = resolveGuard(twoArguments ? second : (first as PolicyInput | undefined));
  const outputs = new OutputCache();
  // The SDK hands wrapGenerate/wrapStream the very params transformParams returned.
  const requests = new WeakMap<object, Omit<JudgeOptions, "hold">>();
  // Every step of a run sends the same tools: judge them (and report findings) once.
  // Judged and passed on as their serialised form reads back: what the provider sends
  // is that text, so an object whose `toJSON` says something else is judged as sent.
  let lastTools: { key: string; tools: RequestTool[] | undefined } | undefined;
  const visibleTools = (tools: readonly RequestTool[] | undefined) => {
    const key = JSON.stringify(tools ?? null);
    if (lastTools?.key !== key) {
      const sent = JSON.parse(key) as RequestTool[] | null;
      lastTools = { key, tools: guardRequestTools(guard, sent ?? undefined) };
    }
    return lastTools.tools;
  };

  // transformParams hands every step of a run the same tools array (above): read it
  // into specs once, so the core also keeps its reading of them instead of redoing it per step.
  const specsByTools = new WeakMap<readonly RequestTool[], ToolSpec[]>();
  const toolSpecs = (tools: readonly RequestTool[] | undefined): ToolSpec[] => {
    if (tools === undefined) return requestToolSpecs(tools);
    let specs = specsByTools.get(tools);
    if (specs === undefined) {
      specs = requestToolSpecs(tools);
      specsByTools.set(tools, specs);
    }
    return specs;
  };

  const stopped = (params: CallParams) => {
    const stop = runStop(params.prompt);
    return stop === undefined ? undefined : { text: renderStopText(stop), metadata: stop };
  };

  const middleware = {
    async transformParams({ params }: { params: CallParams }) {
      const guarded = guardedToolNames(guard, params.tools);
      const tools = visibleTools(params.tools);
      const visible = new Set(tools?.map((t) => t.name));
      const withheld = new Set(
        (params.tools ?? [])
          .filter((t) => t.type === "function" && !visible.has(t.name))
          .map((t) => t.name),
      );
      const prompt = await guardPrompt(guard, params.prompt, outputs, guarded);
      const transformed = { ...params, prompt, ...(tools === undefined ? {} : { tools }) };
      requests.set(transformed, { guarded, withheld });
      return transformed;
    },

    async wrapGenerate({
      doGenerate,
      params,
      model,
    }: {
      doGenerate: () => PromiseLike<{ content: readonly { type: string }[] }>;
      params: CallParams;
      model: { specificationVersion: string };
    }) {
      const stop = stopped(params);
      if (stop !== undefined)
        return stopGenerateResult(model.specificationVersion, stop.text, stop.metadata);
      const result = await doGenerate();
      const tools = toolSpecs(params.tools);
      const request = requests.get(params) ?? {};
      const content = await Promise.all(
        result.content.map(async (part) => {
          if (part.type !== "tool-call") return part;
          const judgement = await judgeToolCall(guard, part as ToolCallPart, tools, request);
          return judgement.kind === "pass"
            ? judgement.part
            : { type: "text", text: judgement.feedback };
        }),
      );
      return { ...result, content };
    },

    async wrapStream({
      doStream,
      params,
      model,
    }: {
      doStream: () => PromiseLike<{ stream: ReadableStream<{ type: string }> }>;
      params: CallParams;
      model: { specificationVersion: string };
    }) {
      const stop = stopped(params);
      if (stop !== undefined)
        return { stream: stopStream(model.specificationVersion, stop.text, stop.metadata) };
      const result = await doStream();
      const tools = toolSpecs(params.tools);
      const request = requests.get(params) ?? {};
      return {
        ...result,
        stream: guardStream(
          result.stream,
          (part, { hold }) => judgeToolCall(guard, part, tools, { ...request, hold }),
          options.holdToolInput === true,
        ),
      };
    },
  };
  // The hooks are typed by the shapes every spec version (v2–v4) shares.
  return middleware as unknown as LanguageModelMiddleware;
}
