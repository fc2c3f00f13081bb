import { createMiddleware } from "langchain";
import { describe, expect, it } from "vitest";
import { defineMiddleware } from "./define-middleware.js";

describe("defineMiddleware", () => {
  it("builds exactly what langchain's createMiddleware builds (brand included)", () => {
    const hooks = {
      name: "Same",
      wrapToolCall: (request: never, handler: (r: never) => never) => handler(request),
      afterModel: { canJumpTo: ["model" as const], hook: () => undefined },
    };
    const ours = defineMiddleware(hooks as never) as unknown as Record<PropertyKey, unknown>;
    const theirs = createMiddleware(hooks as never) as unknown as Record<PropertyKey, unknown>;
    expect(Reflect.ownKeys(ours).sort((a, b) => String(a).localeCompare(String(b)))).toEqual(
      Reflect.ownKeys(theirs).sort((a, b) => String(a).localeCompare(String(b))),
    );
    for (const key of Reflect.ownKeys(theirs)) expect(ours[key]).toBe(theirs[key]);
  });
});
