// The call both frameworks' rows run: one tool with a realistic schema (a
// free-text city, a bounded integer, an enum), the arguments the mock model
// sends, the tool's result, and the AI SDK's mock model driving a two-step run.
import type { JSONSchema7 } from "ai";
import { MockLanguageModelV4 } from "ai/test";

export const weatherSchema: JSONSchema7 = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    days: { type: "integer", minimum: 1, maximum: 14 },
    unit: { type: "string", enum: ["celsius", "fahrenheit"] },
  },
  required: ["city", "days"],
  additionalProperties: false,
};
export const args = { city: "Lisbon", days: 3, unit: "celsius" };
export const execute = async (input: { city: string; days: number }) => ({
  forecast: `sunny in ${input.city}`,
  days: input.days,
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

export function mockModel(): MockLanguageModelV4 {
  let n = 0;
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      // Answer once the tool result is in the prompt; otherwise call the tool.
      const last = options.prompt[options.prompt.length - 1];
      n++;
      return last?.role === "tool"
        ? {
            content: [{ type: "text", text: "Sunny." }],
            finishReason: { unified: "stop", raw: "stop" },
            usage,
            warnings: [],
          }
        : {
            content: [
              {
                type: "tool-call",
                toolCallId: `c${n}`,
                toolName: "get_weather",
                input: JSON.stringify(args),
              },
            ],
            finishReason: { unified: "tool-calls", raw: "tool_calls" },
            usage,
            warnings: [],
          };
    },
  });
}
