import type { PayloadRead } from "./payload-read.js";
import { callName, isJsonRecord, type JsonRecord, readCall } from "./read-call.js";

const ownNameKeys = ["name", "tool_name", "tool", "function_name", "function"] as const;

/**
 * Reads an MCP `tools/call` request given whole (a JSON-RPC message:
 * `{ jsonrpc: "2.0", method: "tools/call", params: { name, arguments } }`).
 * Its call is `params`; it carries no prose. A batch is a list of these, read
 * in order like any list. `undefined` for any other record, so the other
 * shapes are tried.
 *
 * @example
 * readMcpPayload({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_weather", arguments: { city: "Oslo" } } });
 * // { calls: [{ name: "get_weather", arguments: { city: "Oslo" } }], text: "" }
 */
export function readMcpPayload(value: JsonRecord): PayloadRead | undefined {
  if (value.method !== "tools/call") return undefined;
  // A record that names a call itself (`{"name": "search", "method": "tools/call", …}`)
  // is that call; only a JSON-RPC message, or a record naming none, is a request.
  if (value.jsonrpc === undefined && ownNameKeys.some((key) => value[key] !== undefined)) {
    return undefined;
  }
  const params = value.params;
  const name = isJsonRecord(params) ? callName(params, "name") : undefined;
  return {
    calls: isJsonRecord(params) && name !== undefined ? [readCall(params, name)] : [],
    text: "",
  };
}
