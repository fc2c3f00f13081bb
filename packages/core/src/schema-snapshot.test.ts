import { describe, expect, it } from "vitest";
import { matchesSnapshot, type SchemaSnapshot, snapshotSchema } from "./schema-snapshot.js";

const snap = (schema: unknown): SchemaSnapshot => {
  const snapshot = snapshotSchema(schema, JSON.stringify(schema));
  if (snapshot === undefined) throw new Error("no snapshot");
  return snapshot;
};

const weather = {
  type: "object",
  properties: {
    city: { type: "string", description: "City name" },
    days: { type: "integer", minimum: 1, maximum: 14 },
    units: { enum: ["c", "f"] },
    flags: { type: "array", items: [{ type: "boolean" }, { const: null }] },
  },
  required: ["city"],
  additionalProperties: false,
};

describe("matchesSnapshot: equal content matches", () => {
  it("matches deep copies made by structuredClone and by JSON", () => {
    const snapshot = snap(weather);
    expect(matchesSnapshot(weather, snapshot)).toBe(true);
    expect(matchesSnapshot(structuredClone(weather), snapshot)).toBe(true);
    expect(matchesSnapshot(JSON.parse(JSON.stringify(weather)), snapshot)).toBe(true);
  });

  it("treats -0 and 0 as equal (they compile to the same validator)", () => {
    expect(matchesSnapshot({ minimum: -0 }, snap({ minimum: 0 }))).toBe(true);
  });

  it("matches an own __proto__ key only against an own __proto__ key", () => {
    const text = '{"properties":{"__proto__":{"type":"integer"}}}';
    const snapshot = snap(JSON.parse(text));
    expect(matchesSnapshot(JSON.parse(text), snapshot)).toBe(true);
    expect(matchesSnapshot({ properties: {} }, snapshot)).toBe(false);
    expect(
      matchesSnapshot(JSON.parse('{"properties":{"__proto__":{"type":"string"}}}'), snapshot),
    ).toBe(false);
    expect(({} as { type?: unknown }).type).toBeUndefined();
  });
});

describe("matchesSnapshot: any difference does not match", () => {
  const snapshot = snap(weather);
  const variant = (edit: (copy: Record<string, unknown>) => void): unknown => {
    const copy = structuredClone(weather) as unknown as Record<string, unknown>;
    edit(copy);
    return copy;
  };
  const props = (copy: Record<string, unknown>): Record<string, Record<string, unknown>> =>
    copy.properties as Record<string, Record<string, unknown>>;

  type Edit = (copy: Record<string, unknown>) => void;
  const edits: [string, Edit][] = [
    [
      "a leaf value",
      (c) => {
        (props(c).days as Record<string, unknown>).maximum = 15;
      },
    ],
    [
      "a leaf type",
      (c) => {
        (props(c).days as Record<string, unknown>).maximum = "14";
      },
    ],
    [
      "an extra key",
      (c) => {
        c.title = "x";
      },
    ],
    [
      "a missing key",
      (c) => {
        delete c.additionalProperties;
      },
    ],
    [
      "an undefined member",
      (c) => {
        c.title = undefined;
      },
    ],
    [
      "NaN for null",
      (c) => {
        ((props(c).flags as Record<string, unknown>).items as unknown[])[1] = { const: Number.NaN };
      },
    ],
    [
      "an array longer",
      (c) => {
        (c.required as unknown[]).push("days");
      },
    ],
    [
      "an array as an object",
      (c) => {
        c.required = { 0: "city" };
      },
    ],
    [
      "an object as an array",
      (c) => {
        c.properties = [];
      },
    ],
    [
      "a hole",
      (c) => {
        c.required = new Array(1);
      },
    ],
    [
      "the same keys in another order",
      (c) => {
        const { type, ...rest } = c;
        for (const key of Object.keys(c)) delete c[key];
        Object.assign(c, rest, { type });
      },
    ],
  ];

  it.each(edits)("%s", (_, edit) => {
    expect(matchesSnapshot(variant(edit), snapshot)).toBe(false);
  });

  it("does not match inherited keys, a class instance or a polluted Object.prototype", () => {
    const flat = snap({ type: "string" });
    expect(matchesSnapshot(Object.create({ type: "string" }), flat)).toBe(false);
    class Schema {
      type = "string";
    }
    expect(matchesSnapshot(new Schema(), flat)).toBe(false);
    const withExtra = snap({ type: "string", polluted: 1 });
    Object.defineProperty(Object.prototype, "polluted", {
      value: 1,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      expect(matchesSnapshot({ type: "string" }, withExtra)).toBe(false);
      expect(matchesSnapshot({ type: "string" }, flat)).toBe(false);
    } finally {
      delete (Object.prototype as { polluted?: unknown }).polluted;
    }
    expect(matchesSnapshot({ type: "string" }, flat)).toBe(true);
  });

  it("ends on a cyclic value (the snapshot is finite)", () => {
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic.properties = { self: cyclic };
    const finite = snap({
      type: "object",
      properties: { self: { type: "object", properties: {} } },
    });
    expect(matchesSnapshot(cyclic, finite)).toBe(false);
  });

  it("gives the right answer when a getter compares another schema mid-walk", () => {
    const inner = snap({ type: "number" });
    const outer = snap({ a: { type: "string" }, b: 1 });
    const reentrant = {
      get a() {
        expect(matchesSnapshot({ type: "number" }, inner)).toBe(true);
        return { type: "string" };
      },
      b: 1,
    };
    expect(matchesSnapshot(reentrant, outer)).toBe(true);
    expect(matchesSnapshot({ ...reentrant, b: 2 }, outer)).toBe(false);
  });
});

class Plain {
  type = "string";
}

describe("snapshotSchema: only content its JSON text states exactly", () => {
  it.each([
    ["NaN", { minimum: Number.NaN }],
    ["Infinity", { maximum: Number.POSITIVE_INFINITY }],
    ["an undefined member", { type: "string", title: undefined }],
    ["an undefined array item", { enum: [undefined, 1] }],
    ["a hole", { enum: new Array(2) }],
    ["a toJSON", { type: "string", toJSON: () => ({ type: "number" }) }],
    ["a class instance", new Plain()],
  ])("refuses %s", (_, schema) => {
    expect(snapshotSchema(schema, JSON.stringify(schema) ?? "null")).toBeUndefined();
  });

  it("refuses nesting past its bound, and text that is not JSON", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 100; i++) deep = { items: deep };
    expect(snapshotSchema(deep, JSON.stringify(deep))).toBeUndefined();
    expect(snapshotSchema({}, "{")).toBeUndefined();
  });

  it("refuses a text that is not the schema's own", () => {
    expect(snapshotSchema({ type: "string" }, '{"type":"number"}')).toBeUndefined();
  });
});
