import { describe, expect, it } from "vitest";
import { compileSchema } from "./compile-validator.js";
import { metaSchemaStandIn } from "./long-enums.js";

const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);

describe("long enums", () => {
  it("stand in for the meta-schema check with their first value; short ones stay as they are", () => {
    const schema = {
      type: "object",
      properties: { a: { enum: values(5000) }, b: { enum: [1, 2] } },
    };
    const standIn = metaSchemaStandIn(schema) as {
      properties: { a: { enum: unknown[] }; b: unknown };
    };
    expect(standIn.properties.a.enum).toEqual(["v0"]);
    expect(standIn.properties.b).toBe(schema.properties.b);
    expect(schema.properties.a.enum).toHaveLength(5000);
    const short = { enum: [1, 2, 3] };
    expect(metaSchemaStandIn(short)).toBe(short);
  });

  it("compile in linear time and validate every value, as a short enum does", () => {
    const { validate } = compileSchema({ type: "string", enum: values(200_000) });
    expect(validate("v199999")).toBe(true);
    expect(validate("v200000")).toBe(false);
  });

  it("are still refused when they repeat a value, or when the rest of the schema is invalid", () => {
    expect(() =>
      compileSchema({ enum: [...values(2000), { a: 1, b: 2 }, { b: 2, a: 1 }] }),
    ).toThrow(/enum values must be unique/);
    expect(() => compileSchema({ type: "strng", enum: values(2000) })).toThrow(/schema is invalid/);
  });
});
