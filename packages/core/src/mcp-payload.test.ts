import { describe, expect, it } from "vitest";
import { readMcpPayload } from "./mcp-payload.js";

describe("readMcpPayload", () => {
  it("reads a tools/call request's params as its call", () => {
    expect(
      readMcpPayload({
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { name: "f", arguments: { x: 1 }, _meta: { progressToken: 7 } },
      }),
    ).toEqual({ calls: [{ name: "f", arguments: { x: 1 } }], text: "" });
  });

  it("reads no call from a nameless request, and leaves other methods to the other shapes", () => {
    expect(readMcpPayload({ method: "tools/call", params: { arguments: {} } })).toEqual({
      calls: [],
      text: "",
    });
    expect(readMcpPayload({ method: "tools/call", params: "f" })?.calls).toEqual([]);
    expect(readMcpPayload({ method: "tools/list", params: { name: "f" } })).toBeUndefined();
  });
});
