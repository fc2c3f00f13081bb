// The public API of @toolform/langchain.
export { type ToolformMark, toolformMark } from "./feedback-message.js";
export { guardTool, guardTools } from "./guard-tool.js";
export { ToolCallRefusedError } from "./tool-call-refused-error.js";
export {
  ToolformCallbackHandler,
  type ToolformCallbackHandlerOptions,
  type ToolformCallbackRecord,
} from "./toolform-callback-handler.js";
export { toolformMiddleware } from "./toolform-middleware.js";
