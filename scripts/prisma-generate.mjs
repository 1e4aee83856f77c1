// Runs `prisma generate` offline (npm run db:generate, and package.json postinstall).
// The CLI insists on a schema-engine binary it would otherwise download, which fails with no
// network; generate never executes it, so pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing
// file (this script) is enough. Needs no database and nothing beyond node_modules, because
// postinstall runs before anything else in a fresh clone exists.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

const env = {
  ...process.env,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
  NEXT_TELEMETRY_DISABLED: "1",
};
// Keep a caller's real engine binary if it exists (a machine with network may have one).
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
}

// Resolve the CLI's own entry rather than `npx prisma`, which could try the registry.
const cli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
