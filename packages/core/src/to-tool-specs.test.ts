import { jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InvalidToolSpecError } from "./invalid-tool-spec-error.js";
import { toToolSpecs } from "./to-tool-specs.js";
import { validateArguments } from "./validate-arguments.js";

const schema = {
  type: "object" as const,
  properties: { city: { type: "string" as const } },
  required: ["city"],
};

describe("toToolSpecs", () => {
  it("reads OpenAI, Anthropic, MCP and plain declarations, keeping the schema by reference", () => {
    const specs = toToolSpecs([
      { type: "function", function: { name: "a", description: "A", parameters: schema } },
      { type: "function", name: "b", parameters: schema },
      { name: "c", description: "C", input_schema: schema },
      { name: "d", inputSchema: schema },
      { name: "e", parameters: schema },
    ]);
    expect(specs.map((s) => s.name)).toEqual(["a", "b", "c", "d", "e"]);
    expect(specs[0]).toEqual({ name: "a", description: "A", parameters: schema });
    expect(specs.every((s) => s.parameters === schema)).toBe(true);
  });

  it("gives a tool without parameters an empty object schema", () => {
    expect(toToolSpecs([{ name: "ping" }])[0]?.parameters).toEqual({
      type: "object",
      properties: {},
    });
  });

  it("reads an AI SDK tool record: jsonSchema() wrappers and zod v4 schemas", () => {
    const specs = toToolSpecs({
      weather: tool({
        description: "Weather",
        inputSchema: jsonSchema(schema),
        execute: async () => "ok",
      }),
      time: tool({ description: "Time", inputSchema: z.object({ zone: z.string() }) }),
      plain: { description: "Plain", inputSchema: schema },
    });
    expect(specs.map((s) => s.name)).toEqual(["weather", "time", "plain"]);
    expect(specs[0]?.parameters).toBe(schema);
    expect(specs[1]?.parameters).toMatchObject({
      type: "object",
      properties: { zone: { type: "string" } },
      required: ["zone"],
    });
  });

  it("keeps a JSON Schema that carries a Standard Schema interface (z.toJSONSchema's output) as it is", () => {
    // What the model is shown: zod's output-mode schema, nested objects closed.
    const parameters = z.toJSONSchema(
      z.object({ city: z.string(), opts: z.object({ units: z.enum(["c", "f"]) }) }),
    );
    expect(Object.getOwnPropertyDescriptor(parameters, "~standard")?.enumerable).toBe(false);
    const [spec] = toToolSpecs([{ name: "weather", parameters }]);
    // Not re-converted from the zod schema it came from (draft-07, input mode, open objects).
    expect(spec?.parameters).toBe(parameters);
    const report = validateArguments(
      { name: "weather", arguments: { city: "Paris", opts: { units: "c", extra: 1 } } },
      [{ name: "weather", parameters }],
    );
    expect(report.unknownArgs).toEqual(["opts.extra"]);
  });

  it("names the entry it could not read", () => {
    const read = (tools: unknown) => () => toToolSpecs(tools as never);
    expect(read([{ name: "ok", parameters: schema }, 42])).toThrowError(
      /tools\[1\].*expected an object/,
    );
    expect(read([{ description: "no name" }])).toThrowError(/tools\[0\].*no tool name/);
    expect(read({ bad: { inputSchema: "string" } })).toThrowError(
      /tools\["bad"\].*not a JSON Schema/,
    );
    expect(read({ lazy: { inputSchema: jsonSchema(Promise.resolve(schema)) } })).toThrowError(
      /tools\["lazy"\].*asynchronously/,
    );
    expect(read({ v3: { inputSchema: { _def: { typeName: "ZodObject" } } } })).toThrowError(
      /Zod schema/,
    );
    try {
      toToolSpecs([null] as never);
    } catch (error) {
      expect(InvalidToolSpecError.isInstance(error)).toBe(true);
      expect((error as InvalidToolSpecError).entry).toBe(0);
    }
  });
});
