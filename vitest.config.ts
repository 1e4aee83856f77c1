import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // `server-only` throws outside React server components; tests run on the server anyway.
      "server-only": fileURLToPath(new URL("./lib/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Worker threads load the bundled replay worker, not TypeScript: build it first.
    globalSetup: ["./lib/testing/build-worker-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
