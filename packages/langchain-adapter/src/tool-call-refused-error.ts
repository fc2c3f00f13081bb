// The refusal is the core's error (the same class every adapter throws): thrown by a
// guarded tool invoked directly with plain arguments, and by the callback handler.
export { ToolCallRefusedError } from "@toolform/core";
