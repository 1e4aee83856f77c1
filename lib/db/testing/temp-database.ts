import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient } from "../create-prisma-client";
import type { PrismaClient } from "../generated/client";
import { migrateDatabase } from "../migrate";

/** A migrated SQLite database in a temp folder, for one test file. */
export async function createTempDatabase(): Promise<{
  db: PrismaClient;
  url: string;
  remove: () => Promise<void>;
}> {
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
