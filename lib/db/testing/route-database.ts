import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateDatabase } from "../migrate";

/**
 * For tests of route handlers as Next calls them: points DATABASE_URL at a fresh database in
 * a temp folder (call at module level, before the routes are imported), `setUp` migrates it,
 * `tearDown` closes the app's client, restores DATABASE_URL and removes the folder.
 */
export function createRouteDatabase(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `compaction-lab-${name}-`));
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = `file:${path.join(dir, `${name}.db`)}`;
  return {
    setUp: () => migrateDatabase(process.env.DATABASE_URL as string),
    async tearDown(): Promise<void> {
      const { disconnectDb } = await import("../client");
      await disconnectDb();
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
