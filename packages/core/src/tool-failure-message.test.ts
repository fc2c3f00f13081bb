import { describe, expect, it } from "vitest";
import { toolFailureMessage } from "./tool-failure-message.js";

describe("toolFailureMessage", () => {
  it("keeps the first line, with POSIX, Windows and file-URL paths replaced", () => {
    const error = new Error("ENOENT: open '/srv/app/secret.txt'\n    at open (node:fs:1:1)");
    expect(toolFailureMessage(error)).toBe("ENOENT: open '<path>'");
    expect(toolFailureMessage("bad C:\\Users\\me\\x.txt and file:///etc/passwd")).toBe(
      "bad <path> and <path>",
    );
  });

  it("bounds the length and says something for empty or odd errors", () => {
    expect(toolFailureMessage(new Error("x".repeat(5000))).length).toBeLessThanOrEqual(300);
    expect(toolFailureMessage(new Error(""))).toBe("the tool failed without a message");
    expect(toolFailureMessage(42)).toBe("the tool threw a non-error value");
  });
});
