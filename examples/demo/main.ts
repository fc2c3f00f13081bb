// Runs both agents under ONE policy file and prints the transcript.
import { fileURLToPath } from "node:url";
import { loadPolicy } from "@toolform/core";
import { aiSdkAgent } from "./ai-sdk-agent.ts";
import { langchainAgent } from "./langchain-agent.ts";
import { prompt } from "./scenario.ts";
import { Transcript } from "./transcript.ts";

export const policyPath = fileURLToPath(new URL("../toolform.policy.json", import.meta.url));

/** Runs the demo, writing the transcript; returns the one-line summary per agent. */
export async function runDemo(write: (text: string) => void, color: boolean): Promise<string[]> {
  const policy = await loadPolicy(policyPath);
  write(
    `ToolForm demo: two agents, one policy (examples/toolform.policy.json), scripted models, no network.\n`,
  );
  write(`User: "${prompt}"\n`);

  const ai = new Transcript(write, color);
  ai.heading(
    "AI SDK agent",
    "generateText + MockLanguageModelV4; guardTools, repairToolCall, toolformMiddleware; stopWhen: stepCountIs(10)",
  );
  await aiSdkAgent(policy, ai);

  const lc = new Transcript(write, color);
  lc.heading(
    "LangChain agent",
    "createAgent + fakeModel(); middleware: [toolformMiddleware(policy)]",
  );
  await langchainAgent(policy, lc);

  write("\n");
  return [ai.summary("AI SDK   "), lc.summary("LangChain")];
}
