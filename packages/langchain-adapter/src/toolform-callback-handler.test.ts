import { AIMessage } from "@langchain/core/messages";
import { fakeModel } from "@langchain/core/testing";
import { StructuredTool } from "@langchain/core/tools";
import { createAgent } from "langchain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { INJECTED, makeTools, policyConfig, textOf, toolMessagesIn } from "./test-fixtures.js";
import { ToolformCallbackHandler } from "./toolform-callback-handler.js";

const ask = { messages: [{ role: "user", content: "help me" }] };

// LangChain logs every error a raising handler throws; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function runWith(
  handler: ToolformCallbackHandler,
  calls: { name: string; args: Record<string, unknown> }[],
) {
  const { ran, tools } = makeTools();
  const model = fakeModel().respondWithTools(calls).respond(new AIMessage("done"));
  const result = await createAgent({ model, tools }).invoke(ask, { callbacks: [handler] });
  const seen = toolMessagesIn(model.calls[1]?.messages ?? []).map((m) => textOf(m));
  return { ran, seen, result };
}

describe("ToolformCallbackHandler", () => {
  it("raises (and is awaited) because raiseError goes through super()", () => {
    const handler = new ToolformCallbackHandler();
    expect(handler.raiseError).toBe(true);
    expect(handler.awaitHandlers).toBe(true);
  });

  it("refuses argument injection in handleToolStart; the model reads why, without the payload or a stack", async () => {
    const handler = new ToolformCallbackHandler(policyConfig);
    const { ran, seen } = await runWith(handler, [
      { name: "send_email", args: { to: "a@example.com", subject: "s", body: INJECTED } },
    ]);
    expect(ran).toHaveLength(0);
    expect(seen[0]).toContain('"ok":false');
    expect(seen[0]).not.toContain("attacker@evil.test");
    expect(seen[0]).not.toMatch(/\n\s+at |\/work\//);
    expect(handler.decisions.map((r) => [r.tool, r.decision.action])).toEqual([
      ["send_email", "block"],
    ]);
  });

  it("refuses a value-rule violation and an allowlist breach; lets a good call through; records all", async () => {
    const handler = new ToolformCallbackHandler({ ...policyConfig, allowTools: ["send_email"] });
    const { ran } = await runWith(handler, [
      { name: "send_email", args: { to: "ceo@evil-corp.test", subject: "s", body: "b" } },
      { name: "get_weather", args: { city: "Paris" } },
      { name: "send_email", args: { to: "bob@example.com", subject: "s", body: "b" } },
    ]);
    expect(ran).toEqual([
      { tool: "send_email", args: { to: "bob@example.com", subject: "s", body: "b" } },
    ]);
    const byTool = handler.decisions.map((r) => [r.tool, r.decision.action === "execute"]);
    expect(byTool).toHaveLength(3);
    expect(byTool).toContainEqual(["get_weather", false]);
    expect(byTool).toContainEqual(["send_email", true]);
    const codes = handler.decisions.flatMap((r) => r.decision.findings.map((f) => f.code));
    expect(codes).toContain("value_policy_violation");
    expect(codes).toContain("tool_not_allowed");
  });

  it("judges a class-based tool under its tool name (LangChain reports its class name to callbacks)", async () => {
    const sent: unknown[] = [];
    class Mailer extends StructuredTool {
      name = "send_email";
      description = "Send an e-mail.";
      schema = z.object({ to: z.string(), subject: z.string(), body: z.string() });
      async _call(args: unknown) {
        sent.push(args);
        return "sent";
      }
    }
    const handler = new ToolformCallbackHandler(policyConfig);
    const model = fakeModel()
      .respondWithTools([
        { name: "send_email", args: { to: "x@evil-corp.test", subject: "s", body: "b" } },
      ])
      .respond(new AIMessage("done"));
    await createAgent({ model, tools: [new Mailer()] }).invoke(ask, { callbacks: [handler] });
    expect(sent).toEqual([]);
    expect(handler.decisions.map((r) => r.tool)).toEqual(["send_email"]);
  });

  it("takes the policy as its last argument, after options (DESIGN: every adapter entry point)", async () => {
    const handler = new ToolformCallbackHandler({ maxRecords: 1 }, policyConfig);
    const { ran } = await runWith(handler, [
      { name: "send_email", args: { to: "ceo@evil-corp.test", subject: "s", body: "b" } },
      { name: "send_email", args: { to: "bob@example.com", subject: "s", body: "b" } },
    ]);
    // The policy's value rule applied (so it was read from the last argument)...
    expect(ran).toEqual([
      { tool: "send_email", args: { to: "bob@example.com", subject: "s", body: "b" } },
    ]);
    // ...and the options from the first.
    expect(handler.decisions).toHaveLength(1);
  });

  it("cannot see a schema-invalid call: LangChain rejects it before callbacks run", async () => {
    const handler = new ToolformCallbackHandler();
    const { ran, seen } = await runWith(handler, [{ name: "get_weather", args: { city: 42 } }]);
    expect(ran).toHaveLength(0);
    expect(handler.decisions).toEqual([]);
    // What the model gets instead is LangChain's own message (the middleware is the hook for this).
    expect(seen[0]).toMatch(/did not match expected schema/);
  });
});
