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
