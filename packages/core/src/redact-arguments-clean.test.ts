import { describe, expect, it, vi } from "vitest";
import * as strings from "./scan/json-strings.js";
import { redactArguments } from "./scan-arguments.js";

vi.mock("./scan/json-strings.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./scan/json-strings.js")>();
  return { ...real, jsonStrings: vi.fn(real.jsonStrings) };
});

describe("redactArguments with no findings", () => {
  it("hands back the text, or a copy of the object, without listing the JSON's strings", () => {
    // Listing them builds a path per string (strings × depth): seconds on deep arguments.
    const list = vi.mocked(strings.jsonStrings);
    list.mockClear();
    const raw = `{"a":${"[".repeat(50)}"x","y"${"]".repeat(50)}}`;
    expect(redactArguments(raw, [])).toBe(raw);
    const args = { a: [{ b: "x" }] };
    const copy = redactArguments(args, []);
    expect(copy).toEqual(args);
    expect(copy).not.toBe(args);
    expect(list).not.toHaveBeenCalled();
  });
});
