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
