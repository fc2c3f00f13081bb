// An AI SDK agent guarded by ToolForm: `guardTools` on the tools, `repairToolCall`
// for unparsable calls, the middleware on the model (tool descriptions and
// tool results in every request), and a multi-step `stopWhen` so the model
// sees the feedback and tries again.
import { guardTools, repairToolCall, toolformMiddleware } from "@toolform/ai-sdk";
import type { Policy } from "@toolform/core";
import { generateText, stepCountIs, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { moves, poisonedDescription, prompt, run } from "./scenario.ts";
import type { Transcript } from "./transcript.ts";

export async function aiSdkAgent(policy: Policy, log: Transcript): Promise<string> {
  const tools = {
    get_invoice: tool({
      description: "Fetches an invoice by id.",
      inputSchema: z.object({ invoice_id: z.string().regex(/^INV-\d{4}$/) }),
      execute: async (input) => run.getInvoice(log.executed("get_invoice", input)),
    }),
    transfer_funds: tool({
      description: "Sends money to a payee's e-mail address.",
      inputSchema: z.object({
        to: z.string(),
        amount: z.number().positive(),
        currency: z.enum(["EUR", "USD"]),
      }),
      execute: async (input) => run.transferFunds(log.executed("transfer_funds", input)),
    }),
    send_email: tool({
      description: "Sends an e-mail.",
      inputSchema: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
      execute: async (input) => run.sendEmail(log.executed("send_email", input)),
    }),
    get_exchange_rate: tool({
      description: poisonedDescription,
      inputSchema: z.object({ from: z.string(), to: z.string() }),
      execute: async (input) => run.getExchangeRate(log.executed("get_exchange_rate", input)),
    }),
  };

  const result = await generateText({
    model: wrapLanguageModel({ model: scriptedModel(log), middleware: toolformMiddleware(policy) }),
    tools: guardTools(tools, policy),
    repairToolCall: repairToolCall(policy),
    stopWhen: stepCountIs(10),
    prompt,
  });
  return result.text;
}

// The model: plays the scenario's moves and reports what it was shown.
function scriptedModel(log: Transcript) {
  let turn = 0;
  return new MockLanguageModelV4({
    doGenerate: async ({ prompt, tools }) => {
      if (turn === 0) {
        const seen = tools?.find((t) => t.name === "get_exchange_rate");
        log.description(
          "get_exchange_rate",
          poisonedDescription,
          seen && "description" in seen ? seen.description : undefined,
        );
      }
      const last = prompt.at(-1);
      if (last?.role === "tool") {
        for (const part of last.content) {
          if (part.type !== "tool-result") continue;
          const { type, value } = part.output as { type: string; value: unknown };
          log.modelRead(
            typeof value === "string" ? value : JSON.stringify(value),
            type.startsWith("error"),
          );
        }
      }
      const move = moves[turn++] ?? { text: "Done." };
      const usage = {
        inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 0, text: 0, reasoning: 0 },
      };
      if ("text" in move) {
        log.answer(move.text);
        return {
          content: [{ type: "text", text: move.text }],
          finishReason: { unified: "stop", raw: "stop" },
          usage,
          warnings: [],
        };
      }
      log.modelCall(move.call, move.args);
      return {
        content: [
          {
            type: "tool-call",
            toolCallId: `call_${turn}`,
            toolName: move.call,
            input: JSON.stringify(move.args),
          },
        ],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage,
        warnings: [],
      };
    },
  });
}
