import type { createMiddleware } from "langchain";

/**
 * `createMiddleware` from `langchain`, without importing `langchain` at run
 * time: `langchain` is an optional peer (only the agent middleware needs it),
 * so `guardTool` and the callback handler must load without it.
 * `createMiddleware` is an identity builder that adds a brand keyed by
 * `Symbol.for("AgentMiddleware")` (langchain's exported `MIDDLEWARE_BRAND`);
 * a test checks that both build the same object.
 *
 * @example
 * const mw = defineMiddleware({ name: "Noop", wrapToolCall: (request, handler) => handler(request) });
 */
export const defineMiddleware = ((config: { readonly [key: string]: unknown }) => ({
  [Symbol.for("AgentMiddleware")]: true,
  name: config.name,
  stateSchema: config.stateSchema,
  contextSchema: config.contextSchema,
  wrapToolCall: config.wrapToolCall,
  wrapModelCall: config.wrapModelCall,
  beforeAgent: config.beforeAgent,
  beforeModel: config.beforeModel,
  afterModel: config.afterModel,
  afterAgent: config.afterAgent,
  tools: config.tools,
  streamTransformers: config.streamTransformers,
})) as unknown as typeof createMiddleware;
