// One import thread: ingests the files the pool hands it, each through the same ingestFile as an
// upload, on its own database connection (SQLite in WAL mode lets the threads take turns at the
// short writes while each parses and compresses on its own core).
import { closeSync, openSync, readSync } from "node:fs";
import { createPrismaClient } from "../../lib/db/create-prisma-client";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "../../lib/db/scope-extension";
import { runInWorkspace } from "../../lib/db/workspace-scope";
import { ingestFile, type IngestOutcome } from "../../lib/services/ingest/ingest-file";
import { RAW_PIECE_BYTES } from "../../lib/services/ingest/raw-chunker";

export type ImportTask = {
  file: string;
  name: string;
  databaseUrl: string;
  /** The workspace's name or id. */
  workspace: string;
  maxBytes: number;
};

type Connection = { db: ReturnType<typeof createPrismaClient>; workspaceId: string | null };
const connections = new Map<string, Promise<Connection>>();

/**
 * The thread's client and the workspace's id, looked up once per thread: the process's main
 * thread opens no client of its own (a client's first query costs about half a second of CPU).
 */
function connect(url: string, workspace: string): Promise<Connection> {
  const key = `${url}\n${workspace}`;
  const known = connections.get(key);
  if (known) return known;
  const connecting = (async () => {
    const plain = createPrismaClient(url);
    const row = await plain.workspace.findFirst({
      where: { OR: [{ id: workspace }, { name: workspace }] },
      select: { id: true },
    });
    // Duplicates are looked for, and rows stored, in the task's workspace only.
    const db = withWorkspaceScope(plain, { fallbackScope: EXPLICIT_SCOPE_ONLY });
    return { db, workspaceId: row?.id ?? null };
  })();
  connections.set(key, connecting);
  return connecting;
}

/** One raw piece's worth (raw-chunker.ts): a read, a compression and a parse pass each. */
const READ_BYTES = RAW_PIECE_BYTES;

/**
 * The file in pieces read on this thread, which has nothing else to do meanwhile. A stream's
 * 1 MB reads each went to libuv's pool and back; on a loaded machine every such wake-up
 * waited its turn for a core, and the import spent more time waiting than working.
 */
async function* readPieces(file: string): AsyncGenerator<Uint8Array> {
  const fd = openSync(file, "r");
  try {
    for (;;) {
      // A fresh buffer per piece: the raw chunker holds it until it is compressed.
      const piece = Buffer.allocUnsafe(READ_BYTES);
      const read = readSync(fd, piece, 0, READ_BYTES, null);
      if (read === 0) return;
      yield piece.subarray(0, read);
    }
  } finally {
    closeSync(fd);
  }
}

export default async function importFile(task: ImportTask): Promise<IngestOutcome> {
  const { db, workspaceId } = await connect(task.databaseUrl, task.workspace);
  if (workspaceId === null) {
    const message = `No workspace "${task.workspace}" (npm run user:add creates workspaces).`;
    return { ok: false, error: { code: "not_found", message, status: 404 } };
  }
  return runInWorkspace(workspaceId, () =>
    ingestFile(db, {
      name: task.name,
      body: readPieces(task.file),
      maxBytes: task.maxBytes,
    }),
  );
}
