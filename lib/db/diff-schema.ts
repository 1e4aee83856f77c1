import { readFile } from "node:fs/promises";
import path from "node:path";
import { readMigrationsList } from "./migrations-list";
import { openSchemaEngine } from "./schema-engine";
import { externalTablesFilter } from "./search-tables";

/**
 * The SQL that takes a database built from `migrationsDir` to what `schemaPath` describes,
 * or null when they already agree. The engine replays the migrations on a shadow database:
 * an in-memory SQLite one by default, so no real database is read or touched; for a
 * PostgreSQL schema, pass `shadowServerUrl` (a server where the adapter may create and drop a
 * throwaway database: scripts/db-diff.ts starts one).
 *
 * @example await diffMigrationsToSchema("prisma/schema.prisma", "prisma/migrations") // "CREATE TABLE ..." | null
 */
export async function diffMigrationsToSchema(
  schemaPath: string,
  migrationsDir: string,
  shadowServerUrl: string = ":memory:",
): Promise<string | null> {
  const content = await readFile(schemaPath, "utf8");
  const migrationsList = await readMigrationsList(migrationsDir);
  // With no migrations yet there is no lock file to tell the engine the connector: start
  // from an empty schema instead, as `prisma migrate dev` does for a first migration.
  const from =
    migrationsList.migrationDirectories.length === 0
      ? { tag: "empty" as const }
      : { tag: "migrations" as const, ...migrationsList };

  const { engine, close } = await openSchemaEngine(shadowServerUrl);
  try {
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: path.resolve(schemaPath), content }] },
      script: true,
      // exitCode 2 means "non-empty diff": a sturdier signal than parsing the script text.
      exitCode: true,
      filters: externalTablesFilter(
        /^postgres(ql)?:\/\//i.test(shadowServerUrl) ? "postgresql" : "sqlite",
      ),
    });
    return result.exitCode === 2 ? (result.stdout ?? "") : null;
  } finally {
    await close();
  }
}
