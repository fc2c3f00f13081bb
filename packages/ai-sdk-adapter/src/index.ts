// The public API of @toolform/ai-sdk: guardTools, repairToolCall, toolformMiddleware.
export { guardTools } from "./guard-tools.js";
export {
  type RepairToolCallOptions,
  repairToolCall,
  type ToolformRepairFunction,
} from "./repair-tool-call.js";
export { ToolCallRefusedError } from "./tool-call-refused-error.js";
export { type ToolformMiddlewareOptions, toolformMiddleware } from "./toolform-middleware.js";
