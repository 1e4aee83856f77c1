import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { DatabaseProvider } from "./database-url";

/**
 * Where the project keeps its migrations for a provider, resolved from the working directory
 * (the repo root): prisma/migrations for SQLite, prisma/postgresql/migrations for PostgreSQL.
 */
export function defaultMigrationsDir(
  cwd: string = process.cwd(),
  provider: DatabaseProvider = "sqlite",
): string {
  return path.resolve(cwd, MIGRATIONS_DIRS[provider]);
}

const MIGRATIONS_DIRS: Record<DatabaseProvider, string> = {
  sqlite: "prisma/migrations",
  postgresql: "prisma/postgresql/migrations",
};

/**
 * Reads prisma/migrations into the shape the schema engine expects, the way the Prisma CLI
 * does it (one folder per migration holding migration.sql, sorted by name, plus the lock
 * file). A folder without migration.sql becomes an error entry so the engine reports it by
 * name instead of silently skipping a migration.
 */
export async function readMigrationsList(baseDir: string): Promise<MigrationList> {
  const lockPath = "migration_lock.toml";
  const lockContent = await readFile(path.join(baseDir, lockPath), "utf8").catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });

  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const file = path.join(baseDir, entry.name, "migration.sql");
        const content = await readFile(file, "utf8").then(
          (value) => ({ tag: "ok" as const, value }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        );
        return { path: entry.name, migrationFile: { path: "migration.sql", content } };
      }),
  );
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));

  return {
    baseDir,
    lockfile: { path: lockPath, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}
