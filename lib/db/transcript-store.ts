import { z } from "zod";
import { PRICING_KEY } from "../pricing/pricing-key";
import { parseJsonColumn } from "./transcript-dto";
import type { Prisma, PrismaClient, Transcript } from "./generated/client";

/** A client, or the client of an open transaction. */
type Db = PrismaClient | Prisma.TransactionClient;
import type { CallsTable, ModelFigures, RawPiece } from "./transcript-parts";

/**
 * Writes of one upload. A transcript is written as a "pending" row first, its raw chunks
 * stream in under it, and one transaction makes it "ready": until then no list or lookup
 * sees it, and `discardPending` (or the sweep of dead uploads) removes it whole.
 *
 * While pending, the row's `heartbeatAt` says when its receiving process was last heard from: it
 * moves to the present every few seconds (touchPendingTranscript), so a row whose heartbeat is
 * old belongs to an upload nobody is receiving any more. Finalizing clears it.
 */
export async function createPendingTranscript(
  db: PrismaClient,
  name: string,
  startedAt: Date,
): Promise<string> {
  const row = await db.transcript.create({
    data: { name, status: "pending", createdAt: startedAt, heartbeatAt: startedAt },
    select: { id: true },
  });
  return row.id;
}

/** The heartbeat of an upload being received: a no-op once it is stored or removed. */
export async function touchPendingTranscript(
  db: PrismaClient,
  transcriptId: string,
  at: Date,
): Promise<void> {
  await db.transcript.updateMany({
    where: { id: transcriptId, status: "pending" },
    data: { heartbeatAt: at },
  });
}

/**
 * Raw SQL (parameterised): through the model API each megabyte went to Prisma's query
 * compiler as base64 inside JSON, and the compiler's WebAssembly grew hot enough on it to be
 * recompiled in the background, a CPU-second on a cold server. Nothing is read back.
 */
export async function appendRawChunk(db: Db, transcriptId: string, piece: RawPiece): Promise<void> {
  const { seq, firstLine, lastLine, data } = piece;
  await db.$executeRaw`INSERT INTO "RawChunk" ("transcriptId", "seq", "firstLine", "lastLine", "data") VALUES (${transcriptId}, ${seq}, ${firstLine}, ${lastLine}, ${data})`;
}

export async function discardPending(db: PrismaClient, transcriptId: string): Promise<void> {
  await db.transcript.deleteMany({ where: { id: transcriptId, status: "pending" } });
}

/**
 * Removes uploads left pending by a crash, or whose own cleanup failed: those whose heartbeat
 * is older than `before` (rows from before heartbeats: their start), never an upload still
 * being received.
 */
export async function sweepPendingTranscripts(db: PrismaClient, before: Date): Promise<number> {
  const { count } = await db.transcript.deleteMany({
    where: {
      status: "pending",
      OR: [{ heartbeatAt: { lt: before } }, { heartbeatAt: null, createdAt: { lt: before } }],
    },
  });
  return count;
}

export async function findReadyBySha(db: PrismaClient, sha256: string) {
  return db.transcript.findFirst({ where: { sha256, status: "ready" } });
}

export type FinalizeInput = {
  sha256: string;
  bytes: number;
  figures: ModelFigures;
  modelBlob: Uint8Array;
  parserVersion: number;
  callsTable: CallsTable;
};

/**
 * Makes a pending upload visible, with its figures and model, in one transaction; nothing
 * is read back. An interactive transaction, not a batch: Prisma compiles a batch that holds
 * a raw query in its WebAssembly query compiler with the parameters inline, so the model
 * blob went through it as base64 and grew the server's memory by about 25 times the blob
 * (+67 MB for a 2.7 MB blob, measured; the compiler's memory never shrinks). Both kinds use
 * the client's default transaction timeouts.
 */
export async function finalizeTranscript(
  db: PrismaClient,
  id: string,
  input: FinalizeInput,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.transcript.update({
      where: { id },
      data: {
        status: "ready",
        heartbeatAt: null,
        sha256: input.sha256,
        bytes: input.bytes,
        ...figureColumns(input.figures),
      },
      select: { id: true },
    });
    await insertModelBlob(tx, id, input);
  });
}

async function insertModelBlob(db: Db, id: string, input: FinalizeInput): Promise<void> {
  const { callsTable } = input;
  await db.$executeRaw`INSERT INTO "ModelBlob" ("transcriptId", "parserVersion", "data", "callsGzip", "callsPricingKey") VALUES (${id}, ${input.parserVersion}, ${input.modelBlob}, ${callsTable.gzip}, ${callsTable.pricingKey})`;
}

/**
 * Replaces a stored transcript's figures and model after re-parsing its raw bytes; its
 * stored replays were computed from the old model, so they go.
 */
export async function refreshTranscript(
  db: PrismaClient,
  id: string,
  input: Pick<FinalizeInput, "figures" | "modelBlob" | "parserVersion" | "callsTable">,
): Promise<void> {
  const model = {
    parserVersion: input.parserVersion,
    data: new Uint8Array(input.modelBlob),
    // Written as one stream: an append to a followed file re-encodes it once.
    restOffset: null,
    callsGzip: new Uint8Array(input.callsTable.gzip),
    callsPricingKey: input.callsTable.pricingKey,
  };
  await db.$transaction([
    db.transcript.update({ where: { id }, data: figureColumns(input.figures) }),
    db.modelBlob.upsert({
      where: { transcriptId: id },
      create: { transcriptId: id, ...model },
      update: model,
    }),
    db.replayCache.deleteMany({ where: { transcriptId: id } }),
  ]);
}

/**
 * The figures as text columns may hold them: every string taken from the file (cwd, session
 * ids, versions, models, titles, record types, invalid lines' reasons) with NUL replaced by
 * U+FFFD, since PostgreSQL's text refuses NUL (error 22021) where SQLite stores it. Only the
 * columns change: the raw bytes and the model are kept as they came.
 */
export function storableFigures(figures: ModelFigures): ModelFigures {
  return withoutNul(figures);
}

function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "\uFFFD") as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)]),
  ) as T;
}

/** The Transcript columns of a model's figures (an upload's, a re-parse's, an append's). */
export function figureColumns(raw: ModelFigures) {
  const figures = storableFigures(raw);
  const { compactions } = figures;
  const searchText = [
    figures.project,
    figures.title,
    ...figures.sessionIds,
    ...figures.versions,
    ...figures.models,
  ]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return {
    harness: figures.harness,
    lines: figures.lines,
    records: figures.records,
    invalidLineCount: figures.invalidLineCount,
    invalidLines: JSON.stringify(figures.invalidLines),
    sessionIds: JSON.stringify(figures.sessionIds),
    versions: JSON.stringify(figures.versions),
    models: JSON.stringify(figures.models),
    agentIds: JSON.stringify(figures.agentIds),
    recordTypes: JSON.stringify(figures.recordTypes),
    project: figures.project,
    title: figures.title,
    apiCalls: figures.apiCalls,
    sidechainApiCalls: figures.sidechainApiCalls,
    maxContextTokens: figures.maxContextTokens,
    compactions: JSON.stringify(compactions),
    compactionCount: compactions.length,
    autoCompactions: compactions.filter((c) => c.trigger === "auto").length,
    manualCompactions: compactions.filter((c) => c.trigger === "manual").length,
    microcompactions: figures.microcompactions,
    cacheBreaks: figures.cacheBreaks,
    costUsd: figures.costUsd,
    unpricedCalls: figures.unpricedCalls,
    pricingKey: PRICING_KEY,
    searchText,
    isSubagent: figures.isSubagent,
    startedAt: figures.startedAt,
    endedAt: figures.endedAt,
    // A stored file's last sign of life is its last record; following it live moves it later.
    lastActivityAt: figures.endedAt,
    timesComputed: true,
  };
}

/**
 * Rows to look at for a session's ids: `contains` is a LIKE, blind to case on SQLite and reading
 * "%" and "_" (a file's ids may hold them) as wildcards, so it only narrows; sharesASession
 * decides.
 */
const sessionCandidates = (sessionIds: string[]) =>
  sessionIds.map((sessionId) => ({ sessionIds: { contains: JSON.stringify(sessionId) } }));

/** Whether a row's `sessionIds` column (a JSON array) holds one of `sessionIds` exactly. */
const sharesASession = (row: { id: string; sessionIds: string }, sessionIds: string[]) =>
  parseJsonColumn(row, "sessionIds", row.sessionIds, z.array(z.string())).some((sessionId) =>
    sessionIds.includes(sessionId),
  );

/** The stored session a subagent file belongs to (it carries its parent's sessionId, FORMAT.md §1). */
async function findParentId(db: Db, figures: ModelFigures): Promise<string | null> {
  if (!figures.isSubagent || figures.sessionIds.length === 0) return null;
  const candidates = await db.transcript.findMany({
    where: { status: "ready", isSubagent: false, OR: sessionCandidates(figures.sessionIds) },
    orderBy: { createdAt: "asc" },
    select: { id: true, sessionIds: true },
  });
  return candidates.find((row) => sharesASession(row, figures.sessionIds))?.id ?? null;
}

/** Links the stored subagent files of a session stored after them. */
async function adoptSubagents(db: Db, id: string, figures: ModelFigures): Promise<void> {
  if (figures.isSubagent || figures.sessionIds.length === 0) return;
  const candidates = await db.transcript.findMany({
    where: {
      status: "ready",
      isSubagent: true,
      parentId: null,
      OR: sessionCandidates(figures.sessionIds),
    },
    select: { id: true, sessionIds: true },
  });
  const ids = candidates
    .filter((row) => sharesASession(row, figures.sessionIds))
    .map((row) => row.id);
  if (ids.length > 0)
    await db.transcript.updateMany({ where: { id: { in: ids } }, data: { parentId: id } });
}

/** Links subagent files to their parent session (both must be uploaded; either order). */
export async function linkSubagents(
  db: PrismaClient,
  id: string,
  raw: ModelFigures,
): Promise<void> {
  const figures = storableFigures(raw); // the session ids as figureColumns stored them
  const parentId = await findParentId(db, figures);
  if (parentId !== null) await db.transcript.update({ where: { id }, data: { parentId } });
  await adoptSubagents(db, id, figures);
}

/**
 * Stores a transcript whose raw pieces and model are all in hand (the import's), ready at once:
 * the row with its figures and its parent, the pieces, the model and the links to its
 * subagents, in one transaction. Nothing is ever pending, so there is nothing to clean up: a
 * failure or a crash leaves no trace. Rows are written raw where blobs go (appendRawChunk).
 */
export async function createReadyTranscript(
  db: PrismaClient,
  name: string,
  input: FinalizeInput & { pieces: RawPiece[] },
): Promise<Transcript> {
  const figures = storableFigures(input.figures);
  return db.$transaction(async (tx) => {
    const parentId = await findParentId(tx, figures);
    const row = await tx.transcript.create({
      data: {
        name,
        status: "ready",
        sha256: input.sha256,
        bytes: input.bytes,
        parentId,
        ...figureColumns(input.figures),
      },
    });
    for (const piece of input.pieces) await appendRawChunk(tx, row.id, piece);
    await insertModelBlob(tx, row.id, input);
    await adoptSubagents(tx, row.id, figures);
    return row;
  });
}

/**
 * Where a transcript read whole is stored ready at once (the import's): Prisma's client
 * (prismaReadyStore), or on SQLite the driver alone (sqlite-ready-store.ts). Both write the
 * same rows; the caller's workspace is the store's.
 */
export type ReadyStore = {
  findReadyBySha(sha256: string): Promise<Transcript | null>;
  createReady(name: string, input: FinalizeInput & { pieces: RawPiece[] }): Promise<Transcript>;
};

/** createReadyTranscript's store, in the workspace `inWorkspace` runs each write in. */
export function prismaReadyStore(
  db: PrismaClient,
  inWorkspace: <T>(write: () => Promise<T>) => Promise<T> = (write) => write(),
): ReadyStore {
  return {
    findReadyBySha: (sha256) => inWorkspace(() => findReadyBySha(db, sha256)),
    createReady: (name, input) => inWorkspace(() => createReadyTranscript(db, name, input)),
  };
}
