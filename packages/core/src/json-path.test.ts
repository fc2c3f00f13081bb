import { describe, expect, it } from "vitest";
import { joinPath, pointerToDotted } from "./json-path.js";

describe("pointerToDotted", () => {
  it("reads the root, one segment and nested segments", () => {
    expect(pointerToDotted("")).toBe("");
    expect(pointerToDotted("/city")).toBe("city");
    expect(pointerToDotted("/0")).toBe("0");
    expect(pointerToDotted("/items/0/sku")).toBe("items.0.sku");
  });

  it("unescapes ~1 and ~0, in one segment as in several", () => {
    expect(pointerToDotted("/a~1b")).toBe("a/b");
    expect(pointerToDotted("/a~0b")).toBe("a~b");
    expect(pointerToDotted("/a~01")).toBe("a~1");
    expect(pointerToDotted("/x/a~1b/c~0")).toBe("x.a/b.c~");
  });

  it("keeps an empty last segment", () => {
    expect(pointerToDotted("/")).toBe("");
    expect(pointerToDotted("/a/")).toBe("a.");
  });
});

describe("joinPath", () => {
  it("appends a key, or starts the path at the root", () => {
    expect(joinPath(undefined, "city")).toBe("city");
    expect(joinPath("address", 0)).toBe("address.0");
  });

  it('keeps a member named "" apart from the root, as ajv\'s pointers do', () => {
    expect(joinPath("", "b")).toBe(".b");
    expect(joinPath("", "b")).toBe(pointerToDotted("//b"));
    expect(joinPath(undefined, "b")).toBe(pointerToDotted("/b"));
  });
});
