// Prisma 7 reads its settings from here instead of the schema's datasource block.
// `env("DATABASE_URL")` would throw when the variable is unset, which breaks `prisma generate`
// in postinstall on a fresh clone; so the URL falls back to the embedded SQLite default.
// Only the CLI reads this file: the app and scripts resolve DATABASE_URL themselves
// (lib/db/database-url.ts), since migrations run through @prisma/schema-engine-wasm.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "file:./data/compaction-lab.db" },
});
