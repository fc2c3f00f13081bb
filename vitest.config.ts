import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

const ruleTests = "packages/core/src/scan/rules/*.test.ts";

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
    testTimeout: 30_000,
    pool: "forks",
    projects: [
      {
        test: {
          name: "toolform",
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/test/**/*.test.ts",
            "examples/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/dist/**", ruleTests],
        },
      },
      // The example tests beside each rule file share one module graph per
      // worker: each runs every rule, and compiling every pattern again per
      // file (~1 s each) made them ten times slower.
      { test: { name: "rules", include: [ruleTests], isolate: false } },
    ],
  },
});
