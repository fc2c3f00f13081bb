// A LangChain agent guarded by ToolForm: one middleware on `createAgent`.

import { AIMessage, type BaseMessage, ToolMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { tool } from "@langchain/core/tools";
import type { Policy } from "@toolform/core";
import { toolformMiddleware } from "@toolform/langchain";
import { createAgent, createMiddleware } from "langchain";
import { z } from "zod";
import { moves, poisonedDescription, prompt, run } from "./scenario.ts";
import type { Transcript } from "./transcript.ts";

export async function langchainAgent(policy: Policy, log: Transcript): Promise<string> {
  const tools = [
    tool(async (input) => run.getInvoice(log.executed("get_invoice", input)), {
      name: "get_invoice",
      description: "Fetches an invoice by id.",
      schema: z.object({ invoice_id: z.string().regex(/^INV-\d{4}$/) }),
    }),
    tool(async (input) => run.transferFunds(log.executed("transfer_funds", input)), {
      name: "transfer_funds",
      description: "Sends money to a payee's e-mail address.",
      schema: z.object({
        to: z.string(),
        amount: z.number().positive(),
        currency: z.enum(["EUR", "USD"]),
      }),
    }),
    tool(async (input) => run.sendEmail(log.executed("send_email", input)), {
      name: "send_email",
      description: "Sends an e-mail.",
      schema: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
    }),
    tool(async (input) => run.getExchangeRate(log.executed("get_exchange_rate", input)), {
      name: "get_exchange_rate",
      description: poisonedDescription,
      schema: z.object({ from: z.string(), to: z.string() }),
    }),
  ];

  const model = scriptedModel(log);
  const agent = createAgent({
    model,
    tools,
    middleware: [toolformMiddleware(policy), showWhatTheModelGets(log)],
  });
  const result = await agent.invoke({ messages: [{ role: "user", content: prompt }] });
  return String(result.messages.at(-1)?.content ?? "");
}

// The model: plays the scenario's moves and reports what it was shown.
function scriptedModel(log: Transcript) {
  const model = fakeModel();
  for (const [turn, move] of moves.entries()) {
    model.respond((messages: BaseMessage[]) => {
      const last = messages.at(-1);
      if (last instanceof ToolMessage) log.modelRead(String(last.content), last.status === "error");
      if ("text" in move) {
        log.answer(move.text);
        return new AIMessage(move.text);
      }
      log.modelCall(move.call, move.args);
      const call = {
        id: `call_${turn}`,
        name: move.call,
        args: move.args,
        type: "tool_call" as const,
      };
      return new AIMessage({ content: "", tool_calls: [call] });
    });
  }
  return model;
}

// Demo only: runs after ToolForm and reports the description the model is given.
function showWhatTheModelGets(log: Transcript) {
  let shown = false;
  return createMiddleware({
    name: "ShowWhatTheModelGets",
    wrapModelCall: (request, handler) => {
      if (!shown) {
        shown = true;
        type Given = {
          name?: string;
          description?: string;
          function?: { name: string; description?: string };
        };
        const given = (request.tools as Given[]).map((t) => t.function ?? t);
        const seen = given.find((t) => t.name === "get_exchange_rate")?.description;
        log.description("get_exchange_rate", poisonedDescription, seen);
      }
      return handler(request);
    },
  });
}
