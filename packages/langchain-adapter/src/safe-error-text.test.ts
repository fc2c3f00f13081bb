import { renderToolFailure, toolFailureMessage } from "@toolform/core";
import { describe, expect, it } from "vitest";
import { safeErrorText, toolFailedText } from "./safe-error-text.js";

describe("safeErrorText", () => {
  it("keeps the first line and replaces file paths", () => {
    const error = new Error(
      "ENOENT: no such file or directory, open '/srv/app/secrets/config.json'",
    );
    expect(safeErrorText(error)).toBe("ENOENT: no such file or directory, open '<path>'");
    expect(safeErrorText(new Error("bad C:\\Users\\me\\x.txt and file:///etc/passwd"))).toBe(
      "bad <path> and <path>",
    );
  });

  it("never includes a stack, even when the message embeds one", () => {
    const inner = new Error("boom");
    const text = safeErrorText(new Error(`outer: ${inner.stack}`));
    expect(text).not.toMatch(/\n|\s+at\s/);
  });

  it("reads through langchain's ToolInvocationError to the tool's own error, dropping echoed arguments", () => {
    const toolError = new Error(
      "Received tool input did not match expected schema\n\n✖ Invalid input: expected string, received number\n  → at city",
    );
    const wrapped = Object.assign(
      new Error(
        `Error invoking tool 'x' with kwargs {"city":"EVIL"} with error: ${toolError.stack}`,
      ),
      { toolError },
    );
    const text = safeErrorText(wrapped);
    expect(text).toContain("expected string, received number");
    expect(text).toContain("at city");
    expect(text).not.toContain("EVIL");
  });

  it("bounds the length and accepts non-errors", () => {
    expect(safeErrorText(new Error("x".repeat(5000))).length).toBeLessThanOrEqual(301);
    expect(safeErrorText("plain")).toBe("plain");
    expect(safeErrorText(42)).toBe("unknown error");
    expect(safeErrorText(null)).toBe("unknown error");
  });

  it("says what the core says, in the same words as every other framework", () => {
    const error = new Error("ENOENT: open '/srv/app/secret.txt'");
    expect(toolFailedText("read_file", error)).toBe(
      renderToolFailure(toolFailureMessage(error), { tool: "read_file" }),
    );
  });

  it("toolFailedText is JSON that says the call failed", () => {
    expect(JSON.parse(toolFailedText("t", new Error("nope")))).toEqual({
      ok: false,
      error: "tool failed",
      tool: "t",
      message: "nope",
    });
  });
});
