import { ToolMessage } from "@langchain/core/messages";
import { createGuard, type Guard } from "@toolform/core";
import { describe, expect, it } from "vitest";
import { toolformMark } from "./feedback-message.js";
import { guardToolOutput } from "./guard-tool-output.js";

const message = (content: ToolMessage["content"]) =>
  new ToolMessage({ content, tool_call_id: "c1", name: "fetch_page" });

describe("guardToolOutput", () => {
  it("passes a clean output on as the same message", async () => {
    const result = message("Sunny, 21 °C");
    expect(await guardToolOutput(createGuard(), result, { tool: "fetch_page" })).toBe(result);
  });

  it("withholds an output the guard could not check, with the core's text", async () => {
    const broken: Guard = {
      ...createGuard(),
      checkToolOutput: async () => {
        throw new Error("boom at /srv/app/secret.ts");
      },
    };
    const out = await guardToolOutput(broken, message("secret page"), { tool: "fetch_page" });
    expect(out.content).toBe(
      "[toolform] The output of fetch_page was withheld: it could not be checked.",
    );
    expect(out.status).toBe("error");
    expect(toolformMark(out)?.action).toBe("block_output");
  });
});
