// The public API of @toolform/core. Everything not exported here is internal.

export { assembleToolCalls } from "./assemble-tool-calls.js";
export { AsyncClassifierError } from "./async-classifier-error.js";
export {
  CallLoop,
  type CallLoopOptions,
  type CallLoopResult,
  type LoopMessage,
} from "./call-loop.js";
export { canDecideSync } from "./can-decide-sync.js";
export { checkLimits, type LimitBreach } from "./check-limits.js";
export { type LocalClassifierOptions, localClassifier } from "./classifier/local-classifier.js";
export { createGuard } from "./create-guard.js";
export { decideOnce } from "./decide-once.js";
export type { Decision, DecisionAction, DecisionContext } from "./decision.js";
export {
  type BlockedResponse,
  type DecorateOptions,
  decorate,
  isBlockedResponse,
} from "./decorate.js";
export { definePolicy } from "./define-policy.js";
export { feedbackText } from "./feedback-text.js";
export type { Guard, GuardedToolset, OutputDecision, PolicyInput } from "./guard.js";
export { guardToolset, type ToolFieldFinding, type ToolsetReport } from "./guard-toolset.js";
export { InvalidPolicyError, type PolicyIssue } from "./invalid-policy-error.js";
export { InvalidToolSchemaError } from "./invalid-tool-schema-error.js";
export { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
export type { JSONSchema } from "./json-schema.js";
export { loadPolicy } from "./load-policy.js";
export { nestsDeeperThan } from "./nests-deeper-than.js";
export { normalizeCall } from "./normalize-call.js";
export { type ParsedCall, parseReply, type ReplyFormat } from "./parse-reply.js";
export type {
  Classifier,
  ClassifierInput,
  InjectionAction,
  ModelCheck,
  OnInvalid,
  Policy,
  PolicyConfig,
  ValueRule,
} from "./policy-types.js";
export { type FeedbackSummary, readFeedback } from "./read-feedback.js";
export { readTextMedia } from "./read-text-media.js";
export { redactRefusedArguments } from "./redact-refused-arguments.js";
export { type RenderFeedbackOptions, renderFeedback } from "./render-feedback.js";
export type { Repair } from "./repair.js";
export { repairArguments } from "./repair-arguments.js";
export { resolveGuard } from "./resolve-guard.js";
export { resolveToolName } from "./resolve-tool-name.js";
export { sampleToolset } from "./sample-toolset.js";
// Injection scanning
export { scan } from "./scan.js";
export {
  type ArgumentFinding,
  redactArguments,
  type ScanArgumentsOptions,
  scanArguments,
} from "./scan-arguments.js";
export type {
  Channel,
  ScanCategory,
  ScanFinding,
  ScanOptions,
  ScanResult,
  Severity,
} from "./scan-result.js";
export { renderStopText } from "./stop-text.js";
// Validation, normalisation and parsing
export { toToolSpecs } from "./to-tool-specs.js";
export type { ToolCall } from "./tool-call.js";
export { ToolCallRefusedError } from "./tool-call-refused-error.js";
export { renderToolFailure } from "./tool-failure-feedback.js";
export { toolFailureMessage } from "./tool-failure-message.js";
export type { ToolInput, ToolSpec, ToolsetInput } from "./tool-spec.js";
export { ToolformError } from "./toolform-error.js";
export type { ToolformEvent } from "./toolform-event.js";
export { renderUncheckedFeedback, renderWithheldOutput } from "./unchecked-feedback.js";
export {
  safeValidateArguments,
  type ValidateArgumentsOptions,
  validateArguments,
} from "./validate-arguments.js";
// Guard, policy and loop
export { type ValidateToolCallsOptions, validateToolCalls } from "./validate-tool-calls.js";
export type { ValidationReport } from "./validation-report.js";
export type { CallFinding, CallVerdict, FindingCode, Verdict } from "./verdict.js";
