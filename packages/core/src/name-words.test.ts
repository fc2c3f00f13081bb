import { describe, expect, it } from "vitest";
import { nameWords } from "./name-words.js";

describe("nameWords", () => {
  it("splits snake, kebab, dotted and camel case into lower-case words", () => {
    expect(nameWords("issue_body")).toEqual(["issue", "body"]);
    expect(nameWords("slack.postMessage")).toEqual(["slack", "post", "message"]);
    expect(nameWords("X-Api-Key")).toEqual(["x", "api", "key"]);
    expect(nameWords("__proto__")).toEqual(["proto"]);
    expect(nameWords("")).toEqual([]);
  });
});
