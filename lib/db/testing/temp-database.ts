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
  if (provider === "postgresql") {
    const server = postgresServerUrl();
    const name = newDatabaseName();
    const url = await createTestDatabase(server, name);
    return openMigrated(url, () => dropTestDatabase(server, name));
  }
  const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-test-"));
  return openMigrated(`file:${path.join(dir, "test.db")}`, async () =>
    rmSync(dir, { recursive: true, force: true }),
  );
}

async function openMigrated(url: string, drop: () => Promise<void>): Promise<TempDatabase> {
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  return {
    db,
    url,
    remove: async () => {
      await db.$disconnect();
      await drop();
    },
  };
}
