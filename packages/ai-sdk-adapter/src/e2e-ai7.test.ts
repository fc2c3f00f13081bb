import {
  dynamicTool,
  generateText,
  jsonSchema,
  stepCountIs,
  streamText,
  tool,
  wrapLanguageModel,
} from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describeScenarios } from "./e2e-scenarios.js";
import { repairToolCall } from "./repair-tool-call.js";
import { toolformMiddleware } from "./toolform-middleware.js";

describeScenarios({
  major: 7,
  generateText,
  streamText,
  stepCountIs,
  tool,
  dynamicTool,
  jsonSchema,
  wrapLanguageModel,
  MockLanguageModel: MockLanguageModelV4,
  repairOption: "repairToolCall",
});

// The entry points' types fit this major's options (checked by typecheck).
export const repairOption: Parameters<typeof generateText>[0]["repairToolCall"] = repairToolCall();
export const middlewareOption: Parameters<typeof wrapLanguageModel>[0]["middleware"] =
  toolformMiddleware();
