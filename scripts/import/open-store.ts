// The import's database side, opened on its store thread (store-worker.ts), so opening it runs
// beside the first reads. On SQLite it writes through the driver alone (sqlite-ready-store.ts);
// Prisma's client (openPrismaClient loads it on demand) stores on PostgreSQL.
import { databaseProvider, readDatabaseUrl, sqlitePathFromUrl } from "../../lib/db/database-url";
import { migrateDatabase } from "../../lib/db/migrate";
import type { PrismaClient } from "../../lib/db/generated/client";
import { openPrismaClient } from "../../lib/db/open-prisma-client";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "../../lib/db/scope-extension";
import { openSqliteReadyStore } from "../../lib/db/sqlite-ready-store";
import { prismaReadyStore, type ReadyStore } from "../../lib/db/transcript-store";
import { noSuchWorkspace, runInWorkspace } from "../../lib/db/workspace-scope";
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
  const store =
    databaseProvider(url) === "sqlite"
      ? openSqliteReadyStore(sqlitePathFromUrl(url), workspace).store
      : await openPrismaStore(url, workspace);
  return (item, read) =>
    read.ok ? storeReadUpload(store, item.name, read.read, read.pieces) : Promise.resolve(read);
}

async function openPrismaStore(url: string, workspace: string): Promise<ReadyStore> {
  const plain = await openPrismaClient(url);
  const row = await plain.workspace.findFirst({
    where: { OR: [{ id: workspace }, { name: workspace }] },
    select: { id: true },
  });
  if (row === null) throw noSuchWorkspace(workspace);
  // Duplicates are looked for, and rows stored, in the workspace only.
  const db = withWorkspaceScope(plain, { fallbackScope: EXPLICIT_SCOPE_ONLY }) as PrismaClient;
  return prismaReadyStore(db, (write) => runInWorkspace(row.id, write));
}
