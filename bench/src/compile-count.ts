// Counts ajv code generation in this process by wrapping the one method every
// compile path goes through (`Ajv.prototype._compileSchemaEnv`). The core and
// the bench resolve the same ajv install, so the count sees the core's compiles.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let compiles = 0;
let installed = false;

export function countCompiles(): { readonly installed: boolean; read(): number } {
  if (!installed) {
    const Ajv = require("ajv/dist/core").default as { prototype: Record<string, unknown> };
    const original = Ajv.prototype._compileSchemaEnv as
      | ((this: unknown, ...a: unknown[]) => unknown)
      | undefined;
    if (typeof original === "function") {
      Ajv.prototype._compileSchemaEnv = function (this: unknown, ...args: unknown[]) {
        compiles++;
        return original.apply(this, args);
      };
      installed = true;
    }
  }
  return { installed, read: () => compiles };
}
