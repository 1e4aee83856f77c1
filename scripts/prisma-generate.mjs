// Runs `prisma generate` offline (npm run db:generate, and package.json postinstall), once per
// provider: lib/db/generated from prisma/schema.prisma (SQLite) and lib/db/generated-postgres
// from prisma/postgresql/schema.prisma (each client embeds its provider's query compiler).
// `--write-postgres-schema` (npm run db:generate) first derives the PostgreSQL schema from the
// SQLite one (scripts/postgres-schema.mjs); postinstall leaves the committed file as it is, so
// the test that compares it with the derivation still means something after `npm install`.
// The CLI insists on a schema-engine binary it would otherwise download, which fails with no
// network; generate never executes it, so pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing
// file (this script) is enough. Needs no database and nothing beyond node_modules, because
// postinstall runs before anything else in a fresh clone exists.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, writePostgresSchema } from "./postgres-schema.mjs";

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
if (process.argv.includes("--write-postgres-schema")) writePostgresSchema(root);
for (const schema of [SQLITE_SCHEMA, POSTGRES_SCHEMA]) {
  const args = [cli, "generate", "--schema", schema];
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
