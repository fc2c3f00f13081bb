import {
  dynamicTool,
  generateText,
  jsonSchema,
  stepCountIs,
  streamText,
  tool,
  wrapLanguageModel,
} from "ai-v6";
import { MockLanguageModelV3 } from "ai-v6/test";
import { vi } from "vitest";
import { describeScenarios } from "./e2e-scenarios.js";
import { repairToolCall } from "./repair-tool-call.js";

// The adapter imports `ai`; here that is ai 6, as in an app that installed it.
vi.mock("ai", async () => await import("ai-v6"));

describeScenarios({
  major: 6,
  generateText,
  streamText,
  stepCountIs,
  tool,
  dynamicTool,
  jsonSchema,
  wrapLanguageModel,
  MockLanguageModel: MockLanguageModelV3,
  repairOption: "experimental_repairToolCall",
});

// The repair function's type fits this major's option as well (checked by typecheck).
export const repairOption: Parameters<typeof generateText>[0]["experimental_repairToolCall"] =
  repairToolCall();
