import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests run against the sources, so `pnpm test` needs no build step and a
// failing test points at a .ts line, not at bundled output.
export default defineConfig({
  resolve: {
    alias: {
      "@toolform/core": src("core"),
      "@toolform/ai-sdk": src("ai-sdk-adapter"),
      "@toolform/langchain": src("langchain-adapter"),
    },
  },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "examples/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    pool: "forks",
  },
});
