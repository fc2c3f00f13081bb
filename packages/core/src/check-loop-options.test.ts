import { describe, expect, it } from "vitest";
import { CallLoop, type CallLoopOptions } from "./call-loop.js";
import { sampleToolset } from "./sample-toolset.js";
import { ToolformError } from "./toolform-error.js";

/** Options that are fine, and a model that counts its (paid) calls. */
function base() {
  const calls = { model: 0 };
  const options: CallLoopOptions = {
    model: async () => {
      calls.model++;
      return "Done.";
    },
    tools: sampleToolset(),
    executors: { legal_draft_v3: () => ({ ok: true }) },
  };
  return { options, calls };
}

/** Builds a loop from options with one replaced, as a JS caller (no types) could. */
function build(patch: Record<string, unknown>): () => CallLoop {
  const { options } = base();
  return () => new CallLoop({ ...options, ...patch } as unknown as CallLoopOptions);
}

function thrown(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("CallLoop options are checked when the loop is built", () => {
  it("refuses a format it does not know, before any model call", () => {
    for (const format of ["json", "JSON_OBJECT", "", 1, null]) {
      const error = thrown(build({ format }));
      expect(ToolformError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /^CallLoop: unknown format .*\(expected "json_object", "tool_call_tags" or "auto"\)$/,
      );
    }
    expect(thrown(build({ format: "json" }))).toHaveProperty(
      "message",
      'CallLoop: unknown format "json" (expected "json_object", "tool_call_tags" or "auto")',
    );
  });

  it("refuses a maxTurns that is not a positive integer (0 would end every run unrun)", () => {
    for (const maxTurns of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "8"]) {
      expect(build({ maxTurns })).toThrow(/^CallLoop: maxTurns must be a positive integer, got /);
    }
    expect(build({ maxTurns: 0 })).toThrow("CallLoop: maxTurns must be a positive integer, got 0");
  });

  it("refuses executors that are not functions, naming the tool", () => {
    expect(build({ executors: { legal_draft_v3: "draft" } })).toThrow(
      'CallLoop: executors["legal_draft_v3"] must be a function, got string',
    );
    class Executors {
      legal_draft_v3() {
        return { ok: true };
      }
    }
    expect(build({ executors: new Map([["legal_draft_v3", () => 1]]) })).toThrow(
      "CallLoop: executors must be a record of functions by tool name, got an instance of Map",
    );
    expect(build({ executors: new Executors() })).toThrow(/got an instance of Executors$/);
    // Functions held as the instance's own fields are found like a record's.
    class Fields {
      legal_draft_v3 = () => ({ ok: true });
    }
    expect(build({ executors: new Fields() })).not.toThrow();
    // Own fields and prototype methods mixed: the methods would never be found.
    class Mixed {
      get_time = () => "t";
      legal_draft_v3() {
        return { ok: true };
      }
    }
    expect(build({ executors: new Mixed() })).toThrow(/got an instance of Mixed$/);
    expect(build({ executors: Object.create(null) })).not.toThrow();
    for (const executors of [undefined, null, [() => 1], "x"]) {
      expect(build({ executors })).toThrow(/^CallLoop: executors must be a record of functions/);
    }
  });

  it("refuses a model that is not a function, a bad onInvalid, system or options", () => {
    expect(build({ model: "gpt" })).toThrow(/^CallLoop: model must be a function/);
    expect(build({ onInvalid: "retry" })).toThrow(
      'CallLoop: unknown onInvalid "retry" (expected "feedback", "stop" or "execute")',
    );
    expect(build({ system: ["be brief"] })).toThrow("CallLoop: system must be a string");
    expect(() => new CallLoop(undefined as unknown as CallLoopOptions)).toThrow(
      "CallLoop: the options must be an object, got undefined",
    );
  });

  it("reads the tools when built, and refuses a prompt that is not text before calling the model", async () => {
    expect(build({ tools: [{ nope: 1 }] })).toThrow(/Cannot read tool declaration tools\[0\]/);
    const { options, calls } = base();
    const loop = new CallLoop({ ...options, format: "auto", maxTurns: 1, system: "Be brief." });
    await expect(loop.run({ text: "hi" } as unknown as string)).rejects.toThrow(
      "CallLoop: the prompt must be a string, got object",
    );
    expect(calls.model).toBe(0);
    expect((await loop.run("hi")).stopped).toBe("final");
    expect(calls.model).toBe(1);
  });
});
