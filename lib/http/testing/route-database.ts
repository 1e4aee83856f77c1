import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateDatabase } from "../../db/migrate";
import {
  createTestDatabase,
  dropTestDatabase,
  newDatabaseName,
  withDatabase,
} from "../../db/testing/postgres-databases";
import { postgresServerUrl, testDatabaseProvider } from "../../db/testing/test-provider";

/**
 * For tests of route handlers as Next calls them: points DATABASE_URL at a fresh database
 * (call at module level, before the routes are imported): a SQLite file in a temp folder, or
 * in the `postgresql` test project a database on the run's server. `setUp` creates and
 * migrates it, `tearDown` closes the app's client, restores DATABASE_URL and removes it.
 */
export function createRouteDatabase(name: string) {
  const previous = process.env.DATABASE_URL;
  const restore = async () => {
    const { disconnectDb } = await import("../../server/database");
    await disconnectDb();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  };

  if (testDatabaseProvider() === "postgresql") {
    const server = postgresServerUrl();
    const database = newDatabaseName();
    process.env.DATABASE_URL = withDatabase(server, database);
    // The routes' jobs run in the test's process (no worker here), as on SQLite.
    process.env.JOBS_IN_PROCESS = "1";
    return {
      setUp: async () => migrateDatabase(await createTestDatabase(server, database)),
      async tearDown(): Promise<void> {
        await restore();
        delete process.env.JOBS_IN_PROCESS;
        await dropTestDatabase(server, database);
      },
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), `compaction-lab-${name}-`));
  process.env.DATABASE_URL = `file:${path.join(dir, `${name}.db`)}`;
  return {
    setUp: () => migrateDatabase(process.env.DATABASE_URL as string),
    async tearDown(): Promise<void> {
      await restore();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
