import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient } from "../create-prisma-client";
import type { DatabaseProvider } from "../database-url";
import type { PrismaClient } from "../generated/client";
import { migrateDatabase } from "../migrate";
import { createTestDatabase, dropTestDatabase, newDatabaseName } from "./postgres-databases";
import { postgresServerUrl, testDatabaseProvider } from "./test-provider";

export type TempDatabase = {
  db: PrismaClient;
  url: string;
  remove: () => Promise<void>;
};

/**
 * A migrated database for one test file: a SQLite file in a temp folder, or, in the
 * `postgresql` test project (or when asked), a fresh database on the run's PostgreSQL server
 * copied from the migrated template (migrating it again checks it is current).
 */
export async function createTempDatabase(
  provider: DatabaseProvider = testDatabaseProvider(),
): Promise<TempDatabase> {
  if (provider === "postgresql") return createTempPostgresDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-test-"));
  const url = `file:${path.join(dir, "test.db")}`;
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  return {
    db,
    url,
    remove: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createTempPostgresDatabase(): Promise<TempDatabase> {
  const server = postgresServerUrl();
  const name = newDatabaseName();
  const url = await createTestDatabase(server, name);
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  return {
    db,
    url,
    remove: async () => {
      await db.$disconnect();
      await dropTestDatabase(server, name);
    },
  };
}
