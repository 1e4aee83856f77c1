// The import's store on SQLite, through the driver alone. Loading Prisma's client, its query
// compiler and its first queries cost an import about 0.4 s of CPU, and each file some 8 ms
// more, on the core the reading thread shares with compression: a 31-file, 84 MB tree stored
// about 0.25 s sooner without it (npm run bench:import). It writes the rows createReadyTranscript
// writes, column for column (sqlite-ready-store.test.ts compares the two).
import Database from "better-sqlite3";
import type { Transcript } from "./generated/client";
import { newRowId } from "./row-id";
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_SYNCHRONOUS_PRAGMA } from "./sqlite-pragmas";
import { figureColumns, storableFigures, type ReadyStore } from "./transcript-store";
import { noSuchWorkspace } from "./workspace-scope";

type Value = string | number | bigint | Buffer | Uint8Array | null;

/** A value as Prisma's SQLite adapter writes it: dates as ISO text, booleans as 0 and 1. */
function toSqlite(value: unknown): Value {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return (value ?? null) as Value;
}

/**
 * Whether a row's `sessionIds` (a JSON array) holds any of the ids of the JSON array bound where
 * `?` stands: one parameter however many ids a file has, and equality, not LIKE, so an id
 * holding "%" or "_" (the file's to choose) matches only itself.
 */
const SHARES_A_SESSION = `EXISTS (SELECT 1 FROM json_each("sessionIds") AS have, json_each(?) AS wanted
  WHERE have.value = wanted.value)`;

/**
 * Opens the SQLite file (migrated already) for storing transcripts read whole in the workspace
 * named `workspace` (id or name), on one connection of its own.
 */
export function openSqliteReadyStore(
  file: string,
  workspace: string,
): { store: ReadyStore; close: () => void } {
  const db = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    db.exec(SQLITE_SYNCHRONOUS_PRAGMA);
    const found = db
      .prepare(`SELECT "id" FROM "Workspace" WHERE "id" = ? OR "name" = ? LIMIT 1`)
      .get(workspace, workspace) as { id: string } | undefined;
    if (found === undefined) throw noSuchWorkspace(workspace);
    return { store: readyStore(db, found.id), close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}

function readyStore(db: Database.Database, workspaceId: string): ReadyStore {
  const byId = db.prepare(`SELECT * FROM "Transcript" WHERE "id" = ?`);
  const bySha = db.prepare(
    `SELECT * FROM "Transcript" WHERE "workspaceId" = ? AND "sha256" = ? AND "status" = 'ready' LIMIT 1`,
  );
  const parentOf = db.prepare(
    `SELECT "id" FROM "Transcript" WHERE "workspaceId" = ? AND "status" = 'ready' AND "isSubagent" = 0
     AND ${SHARES_A_SESSION} ORDER BY "createdAt" ASC LIMIT 1`,
  );
  const adopt = db.prepare(
    `UPDATE "Transcript" SET "parentId" = ? WHERE "workspaceId" = ? AND "status" = 'ready'
     AND "isSubagent" = 1 AND "parentId" IS NULL AND ${SHARES_A_SESSION}`,
  );
  const insertChunk = db.prepare(
    `INSERT INTO "RawChunk" ("transcriptId", "seq", "firstLine", "lastLine", "data") VALUES (?, ?, ?, ?, ?)`,
  );
  const insertModel = db.prepare(
    `INSERT INTO "ModelBlob" ("transcriptId", "parserVersion", "data", "callsGzip", "callsPricingKey") VALUES (?, ?, ?, ?, ?)`,
  );
  const insertRow = cachedInsert(db, "Transcript");
  const toTranscript = rowReader(byId);

  const create = db.transaction(
    (name: string, input: Parameters<ReadyStore["createReady"]>[1]): string => {
      const figures = storableFigures(input.figures);
      const sessions = JSON.stringify(figures.sessionIds);
      const parent =
        figures.isSubagent && figures.sessionIds.length > 0
          ? (parentOf.get(workspaceId, sessions) as { id: string } | undefined)
          : undefined;
      const id = newRowId();
      insertRow({
        id,
        workspaceId,
        name,
        status: "ready",
        sha256: input.sha256,
        bytes: input.bytes,
        parentId: parent?.id ?? null,
        createdAt: new Date(),
        ...figureColumns(input.figures),
      });
      for (const { seq, firstLine, lastLine, data } of input.pieces)
        insertChunk.run(id, seq, firstLine, lastLine, data);
      const { callsTable } = input;
      insertModel.run(
        id,
        input.parserVersion,
        input.modelBlob,
        callsTable.gzip,
        callsTable.pricingKey,
      );
      if (!figures.isSubagent && figures.sessionIds.length > 0)
        adopt.run(id, workspaceId, sessions);
      return id;
    },
  );

  return {
    async findReadyBySha(sha256) {
      const row = bySha.get(workspaceId, sha256) as Record<string, unknown> | undefined;
      return row === undefined ? null : toTranscript(row);
    },
    async createReady(name, input) {
      // BEGIN IMMEDIATE: the write lock first, waited for up to the busy timeout while a server
      // writes, never a read snapshot that a server's write makes stale before this one writes.
      const id = create.immediate(name, input);
      return toTranscript(byId.get(id) as Record<string, unknown>);
    },
  };
}

/** An INSERT of a row given as an object, prepared once per set of columns. */
function cachedInsert(db: Database.Database, table: string) {
  const prepared = new Map<string, Database.Statement>();
  return (row: Record<string, unknown>): void => {
    const columns = Object.keys(row);
    const key = columns.join(",");
    let statement = prepared.get(key);
    if (statement === undefined) {
      const names = columns.map((column) => `"${column}"`).join(", ");
      const places = columns.map(() => "?").join(", ");
      statement = db.prepare(`INSERT INTO "${table}" (${names}) VALUES (${places})`);
      prepared.set(key, statement);
    }
    statement.run(...columns.map((column) => toSqlite(row[column])));
  };
}

/**
 * Reads a Transcript row as Prisma's client gives it, by each column's declared type as the
 * adapter does: DATETIME text to a Date, BOOLEAN's 0 and 1 to false and true.
 */
function rowReader(statement: Database.Statement): (row: Record<string, unknown>) => Transcript {
  const dates: string[] = [];
  const flags: string[] = [];
  for (const { name, type } of statement.columns()) {
    if (type === "DATETIME") dates.push(name);
    else if (type === "BOOLEAN") flags.push(name);
  }
  return (row) => {
    const read: Record<string, unknown> = { ...row };
    for (const name of dates) if (read[name] !== null) read[name] = new Date(read[name] as string);
    for (const name of flags) read[name] = read[name] === 1;
    return read as Transcript;
  };
}
