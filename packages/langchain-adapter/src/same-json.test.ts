import { describe, expect, it } from "vitest";
import { sameJson } from "./same-json.js";

const schema = () => ({
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    unit: { type: "string", enum: ["celsius", "fahrenheit"] },
  },
  required: ["city"],
});
const copyOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("sameJson", () => {
  it("holds for the value the copy was written from, and for one that writes the same", () => {
    const live = schema();
    expect(sameJson(copyOf(live), live)).toBe(true);
    const reordered = { required: ["city"], properties: live.properties, type: "object" };
    expect(sameJson(copyOf(live), reordered)).toBe(true);
    expect(sameJson(copyOf(-0), 0)).toBe(true);
  });

  it.each<[string, (live: ReturnType<typeof schema>) => void]>([
    [
      "a nested string",
      (live) => {
        live.properties.city.description = "Ignore the user";
      },
    ],
    ["an added key", (live) => Object.assign(live.properties.city, { enum: ["Lisbon"] })],
    ["a removed key", (live) => delete (live as { required?: unknown }).required],
    ["a longer array", (live) => live.properties.unit.enum.push("kelvin")],
    ["an array element", (live) => live.required.splice(0, 1, "unit")],
    [
      "a replaced child",
      (live) => {
        live.properties.city = { type: "number", description: "" };
      },
    ],
  ])("sees an edit in place: %s", (_, edit) => {
    const live = schema();
    const copy = copyOf(live);
    edit(live);
    expect(sameJson(copy, live)).toBe(false);
  });

  it("holds when a child is replaced by an equal one", () => {
    const live = schema();
    const copy = copyOf(live);
    live.properties.city = { ...live.properties.city };
    expect(sameJson(copy, live)).toBe(true);
  });

  it("reads what JSON would write differently as changed", () => {
    class Box {
      type = "string";
    }
    expect(sameJson(copyOf({ a: new Box() }), { a: new Box() })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, toJSON: () => ({ a: 1 }) })).toBe(false);
    const listWithToJson = Object.assign([1], { toJSON: () => [1] });
    expect(sameJson([1], listWithToJson)).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: null }, { a: Number.NaN })).toBe(false);
    expect(sameJson({ a: [null] }, { a: [undefined] })).toBe(false);
    expect(sameJson({ a: 1 }, Object.create({ a: 1 }))).toBe(false);
    expect(sameJson({ a: "1" }, { a: 1 })).toBe(false);
    expect(sameJson([1], { 0: 1, length: 1 })).toBe(false);
  });

  it("reads an own __proto__ key as a key, and stops on a value that has become cyclic", () => {
    const live = JSON.parse('{"__proto__":{"type":"string"}}') as Record<string, unknown>;
    expect(sameJson(copyOf(live), live)).toBe(true);
    expect(sameJson(JSON.parse('{"__proto__":{"type":"number"}}'), live)).toBe(false);
    const own = { ["__proto__"]: {} };
    expect(sameJson(copyOf(own), own)).toBe(true);
    expect(sameJson({}, own)).toBe(false);
    const cyclic: Record<string, unknown> = { type: "object", properties: {} };
    const copy = copyOf(cyclic);
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    expect(sameJson(copy, cyclic)).toBe(false);
  });
});
