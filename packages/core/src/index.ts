// The public API of @toolform/core. Everything not exported here is internal.

export type { JSONSchema } from "./json-schema.js";
export type { ToolSpec, ToolInput, ToolsetInput } from "./tool-spec.js";
export type { ToolCall } from "./tool-call.js";
export type { ValidationReport } from "./validation-report.js";
export type { Repair } from "./repair.js";
export type { Channel, ScanCategory, Severity, ScanFinding, ScanResult, ScanOptions } from "./scan-result.js";
export type {
  OnInvalid,
  InjectionAction,
  ValueRule,
  ModelCheck,
  ClassifierInput,
  Classifier,
  PolicyConfig,
  Policy,
} from "./policy-types.js";
export type { FindingCode, CallFinding, CallVerdict, Verdict } from "./verdict.js";
export type { DecisionAction, DecisionContext, Decision } from "./decision.js";
export type { ToolformEvent } from "./toolform-event.js";
export type { Guard, GuardedToolset, OutputDecision, PolicyInput } from "./guard.js";
export { ToolformError } from "./toolform-error.js";

// Validation, normalisation and parsing
export { toToolSpecs } from "./to-tool-specs.js";
export { resolveToolName } from "./resolve-tool-name.js";
export { validateArguments, type ValidateArgumentsOptions } from "./validate-arguments.js";
export { normalizeCall } from "./normalize-call.js";
export { repairArguments } from "./repair-arguments.js";
export { parseReply, type ParsedCall, type ReplyFormat } from "./parse-reply.js";
export { sampleToolset } from "./sample-toolset.js";

// Injection scanning
export { scan } from "./scan.js";
export { scanArguments, redactArguments, type ArgumentFinding } from "./scan-arguments.js";
export { guardToolset, type ToolFieldFinding, type ToolsetReport } from "./guard-toolset.js";

// Guard, policy and loop
export { validateToolCalls, type ValidateToolCallsOptions } from "./validate-tool-calls.js";
export { definePolicy } from "./define-policy.js";
export { loadPolicy } from "./load-policy.js";
export { createGuard } from "./create-guard.js";
export { renderFeedback } from "./render-feedback.js";
export { CallLoop, type CallLoopOptions, type CallLoopResult, type LoopMessage } from "./call-loop.js";
export { decorate } from "./decorate.js";
export { assembleToolCalls } from "./assemble-tool-calls.js";
