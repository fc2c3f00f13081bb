import type { ToolCall } from "./tool-call.js";
import type { ToolInput, ToolsetInput } from "./tool-spec.js";
import type { CallVerdict, Verdict } from "./verdict.js";

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * How `decorate` reads and rewrites one provider's response: the tool calls in it,
 * the function declarations in the request, the blocked body, and the body with
 * redacted arguments.
 *
 * @example
 * openai.calls(completion); // [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }]
 */
export interface ProviderShape {
  calls(response: unknown): ToolCall[];
  tools(body: Body): ToolsetInput | undefined;
  blocked(response: Body, verdict: Verdict): Body;
  redacted(response: Body, verdicts: readonly CallVerdict[]): Body;
}

function refusalText(verdict: Verdict): string {
  const codes = [...new Set(verdict.calls.flatMap((call) => call.findings.map((f) => f.code)))];
  return `[toolform] tool call blocked (${codes.join(", ")})`;
}

/**
 * OpenAI Chat Completions: `choices[].message.tool_calls[]`.
 *
 * @example
 * openai.blocked(completion, verdict).toolform; // { blocked: true, verdict }
 */
export const openai: ProviderShape = {
  calls(response: unknown): ToolCall[] {
    if (!isObject(response) || !Array.isArray(response.choices)) return [];
    return response.choices.flatMap((choice: unknown) => {
      const message = isObject(choice) && isObject(choice.message) ? choice.message : {};
      const toolCalls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
      return toolCalls.flatMap((call: unknown) => {
        if (!isObject(call) || !isObject(call.function)) return [];
        const id = typeof call.id === "string" ? { id: call.id } : {};
        return [
          { ...id, name: String(call.function.name), arguments: call.function.arguments as string },
        ];
      });
    });
  },
  tools(body: Body): ToolsetInput | undefined {
    return Array.isArray(body.tools)
      ? (body.tools.filter((tool) => isObject(tool) && tool.type === "function") as ToolInput[])
      : undefined;
  },
  blocked(response: Body, verdict: Verdict): Body {
    const choices = (response.choices as unknown[]).map((choice) => {
      if (!isObject(choice) || !isObject(choice.message)) return choice;
      const { tool_calls: removed, ...message } = choice.message;
      if (!Array.isArray(removed) || removed.length === 0) return choice;
      return {
        ...choice,
        finish_reason: "stop",
        message: {
          ...message,
          content: message.content ?? null,
          refusal: message.refusal ?? refusalText(verdict),
        },
      };
    });
    return { ...response, choices, toolform: { blocked: true, verdict } };
  },
  redacted(response: Body, verdicts: readonly CallVerdict[]): Body {
    let next = 0;
    const choices = (response.choices as unknown[]).map((choice) => {
      if (
        !isObject(choice) ||
        !isObject(choice.message) ||
        !Array.isArray(choice.message.tool_calls)
      )
        return choice;
      const toolCalls = choice.message.tool_calls.map((call: unknown) => {
        if (!isObject(call) || !isObject(call.function)) return call;
        const redacted = verdicts[next++]?.redactedArguments;
        return redacted === undefined
          ? call
          : { ...call, function: { ...call.function, arguments: redacted } };
      });
      return { ...choice, message: { ...choice.message, tool_calls: toolCalls } };
    });
    return { ...response, choices };
  },
};

/**
 * Anthropic Messages: `content[]` blocks of type `tool_use`.
 *
 * @example
 * anthropic.blocked(message, verdict).stop_reason; // "refusal"
 */
export const anthropic: ProviderShape = {
  calls(response: unknown): ToolCall[] {
    if (!isObject(response) || !Array.isArray(response.content)) return [];
    return response.content.flatMap((block: unknown): ToolCall[] => {
      if (!isObject(block) || block.type !== "tool_use") return [];
      const id = typeof block.id === "string" ? { id: block.id } : {};
      const input = isObject(block.input) ? block.input : {};
      return [{ ...id, name: String(block.name), arguments: input }];
    });
  },
  tools(body: Body): ToolsetInput | undefined {
    return Array.isArray(body.tools)
      ? (body.tools.filter((tool) => isObject(tool) && isObject(tool.input_schema)) as ToolInput[])
      : undefined;
  },
  blocked(response: Body, verdict: Verdict): Body {
    const content = (response.content as unknown[]).filter(
      (block) => !(isObject(block) && block.type === "tool_use"),
    );
    return { ...response, content, stop_reason: "refusal", toolform: { blocked: true, verdict } };
  },
  redacted(response: Body, verdicts: readonly CallVerdict[]): Body {
    let next = 0;
    const content = (response.content as unknown[]).map((block) => {
      if (!isObject(block) || block.type !== "tool_use") return block;
      const redacted = verdicts[next++]?.redactedArguments;
      return redacted === undefined ? block : { ...block, input: redacted };
    });
    return { ...response, content };
  },
};

/**
 * OpenAI Responses: `output[]` items of type `function_call`.
 *
 * @example
 * openaiResponses.calls(response)[0]?.id; // the item's call_id
 */
export const openaiResponses: ProviderShape = {
  calls(response: unknown): ToolCall[] {
    if (!isObject(response) || !Array.isArray(response.output)) return [];
    return response.output.flatMap((item: unknown): ToolCall[] => {
      if (!isObject(item) || item.type !== "function_call") return [];
      const id = typeof item.call_id === "string" ? { id: item.call_id } : {};
      return [{ ...id, name: String(item.name), arguments: item.arguments as string }];
    });
  },
  tools: openai.tools,
  blocked(response: Body, verdict: Verdict): Body {
    const output = (response.output as unknown[]).filter(
      (item) => !(isObject(item) && item.type === "function_call"),
    );
    return { ...response, output, toolform: { blocked: true, verdict } };
  },
  redacted(response: Body, verdicts: readonly CallVerdict[]): Body {
    let next = 0;
    const output = (response.output as unknown[]).map((item) => {
      if (!isObject(item) || item.type !== "function_call") return item;
      const redacted = verdicts[next++]?.redactedArguments;
      return redacted === undefined ? item : { ...item, arguments: redacted };
    });
    return { ...response, output };
  },
};
