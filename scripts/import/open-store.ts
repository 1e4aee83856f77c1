// The import's database side, opened on its store thread (store-worker.ts), so loading Prisma,
// its query compiler and the driver runs beside the first reads.
import { readDatabaseUrl } from "../../lib/db/database-url";
import type { PrismaClient } from "../../lib/db/generated/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { openPrismaClient } from "../../lib/db/open-prisma-client";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "../../lib/db/scope-extension";
import { runInWorkspace } from "../../lib/db/workspace-scope";
import { storeReadUpload, type IngestOutcome } from "../../lib/services/ingest/ingest-file";
import type { PlannedFile } from "./find-transcripts";
import type { ReadFile } from "./import-worker";

export type Store = (item: PlannedFile, read: ReadFile) => Promise<IngestOutcome>;

/**
 * Migrates the database DATABASE_URL names and opens the process's one connection, storing in
 * the named workspace (id or name) only.
 */
export async function openStore(workspace: string): Promise<Store> {
  const url = readDatabaseUrl();
  await migrateDatabase(url);
  const plain = await openPrismaClient(url);
  const row = await plain.workspace.findFirst({
    where: { OR: [{ id: workspace }, { name: workspace }] },
    select: { id: true },
  });
  if (row === null)
    throw new Error(`No workspace "${workspace}" (npm run user:add creates workspaces).`);
  // Duplicates are looked for, and rows stored, in the workspace only.
  const db = withWorkspaceScope(plain, { fallbackScope: EXPLICIT_SCOPE_ONLY }) as PrismaClient;
  return (item, read) =>
    read.ok
      ? runInWorkspace(row.id, () => storeReadUpload(db, item.name, read.read, read.pieces))
      : Promise.resolve(read);
}
