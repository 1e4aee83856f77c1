import { readFile } from "node:fs/promises";
import path from "node:path";
import { readMigrationsList } from "./migrations-list";
import { openSchemaEngine } from "./schema-engine";

/**
 * The SQL that takes a database built from `migrationsDir` to what `schemaPath` describes,
 * or null when they already agree. Replays the migrations on an in-memory shadow database
 * (the adapter's default), so no real database is read or touched.
 *
 * @example await diffMigrationsToSchema("prisma/schema.prisma", "prisma/migrations") // "CREATE TABLE ..." | null
 */
export async function diffMigrationsToSchema(
  schemaPath: string,
  migrationsDir: string,
): Promise<string | null> {
  const content = await readFile(schemaPath, "utf8");
  const migrationsList = await readMigrationsList(migrationsDir);
  // With no migrations yet there is no lock file to tell the engine the connector: start
  // from an empty schema instead, as `prisma migrate dev` does for a first migration.
  const from =
    migrationsList.migrationDirectories.length === 0
      ? { tag: "empty" as const }
      : { tag: "migrations" as const, ...migrationsList };

  const { engine, close } = await openSchemaEngine(":memory:");
  try {
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: path.resolve(schemaPath), content }] },
      script: true,
      // exitCode 2 means "non-empty diff": a sturdier signal than parsing the script text.
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.exitCode === 2 ? (result.stdout ?? "") : null;
  } finally {
    await close();
  }
}
