import { z } from "zod";
import {
  TIME_COLUMNS,
  type ListTranscriptsQuery,
  type TranscriptList,
  type TranscriptSummary,
} from "../contracts/transcript-summary";
import { AGREEMENT_ENGINE_VERSION } from "../contracts/replay-agreement";
import type { TranscriptModel } from "../transcript/model";
import { decodeModelBlob } from "./model-blob";
import type { Prisma, PrismaClient } from "./generated/client";
import { containsIgnoringCase } from "./portable-queries";
import { parseJsonColumn, toTranscriptSummary } from "./transcript-dto";
import type { CallsTable } from "./transcript-parts";

const ORDER_COLUMN: Record<
  ListTranscriptsQuery["sort"],
  keyof Prisma.TranscriptOrderByWithRelationInput
> = {
  name: "name",
  project: "project",
  apiCalls: "apiCalls",
  maxContextTokens: "maxContextTokens",
  compactions: "compactionCount",
  microcompactions: "microcompactions",
  cacheBreaks: "cacheBreaks",
  costUsd: "costUsd",
  bytes: "bytes",
  createdAt: "createdAt",
  startedAt: "startedAt",
  endedAt: "endedAt",
  lastActivityAt: "lastActivityAt",
};

const isTimeColumn = (sort: ListTranscriptsQuery["sort"]) =>
  (TIME_COLUMNS as readonly string[]).includes(sort);

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * Sessions without a cost (no priced call) or without timestamps come last whichever way
 * their column sorts.
 */
function orderOf(query: ListTranscriptsQuery): Prisma.TranscriptOrderByWithRelationInput {
  if (query.sort === "costUsd" || isTimeColumn(query.sort))
    return { [ORDER_COLUMN[query.sort]]: { sort: query.order, nulls: "last" } };
  return { [ORDER_COLUMN[query.sort]]: query.order };
}

/**
 * Search and filters ignore case the same way on SQLite and PostgreSQL: searchText is stored
 * lower-cased, so a lower-cased needle matches it exactly on both; the other columns go
 * through containsIgnoringCase (LIKE on SQLite, ILIKE on PostgreSQL).
 */
function whereOf(db: PrismaClient, query: ListTranscriptsQuery): Prisma.TranscriptWhereInput {
  const where: Prisma.TranscriptWhereInput[] = [{ status: "ready" }];
  if (query.q) {
    where.push({
      OR: [
        { name: containsIgnoringCase(db, query.q) },
        { searchText: { contains: query.q.toLowerCase() } },
      ],
    });
  }
  // Versions and models are JSON string arrays: `"2.1` matches every version starting 2.1.
  if (query.version)
    where.push({ versions: containsIgnoringCase(db, JSON.stringify(query.version).slice(0, -1)) });
  if (query.model) where.push({ models: containsIgnoringCase(db, query.model) });
  if (query.harness) where.push({ harness: query.harness });
  if (query.project) where.push({ project: containsIgnoringCase(db, query.project) });
  if (query.compacted === "yes") where.push({ compactionCount: { gt: 0 } });
  if (query.compacted === "no") where.push({ compactionCount: 0 });
  if (query.minCost !== undefined) where.push({ costUsd: { gte: query.minCost } });
  if (query.maxCost !== undefined) where.push({ costUsd: { lte: query.maxCost } });
  if (query.from !== undefined) where.push({ lastActivityAt: { gte: startOfDay(query.from) } });
  if (query.to !== undefined)
    where.push({ startedAt: { lt: new Date(startOfDay(query.to).getTime() + DAY_MS) } });
  // Only agreements measured with the current engine answer: any other is not measured yet.
  // A file whose format records no compactions neither reproduces nor fails to: in neither list.
  if (query.reproduces !== undefined)
    where.push({
      agreementEngine: AGREEMENT_ENGINE_VERSION,
      agreementComplete: query.reproduces === "yes",
      agreementRecordsCompactions: true,
    });
  return { AND: where };
}

/** One page of the sessions list, sorted and filtered in the database. */
export async function listTranscripts(
  db: PrismaClient,
  query: ListTranscriptsQuery,
): Promise<TranscriptList> {
  const offset = query.cursor === undefined ? 0 : Number(query.cursor);
  const where = whereOf(db, query);
  const [rows, total] = await Promise.all([
    db.transcript.findMany({
      where,
      orderBy: [orderOf(query), { id: "asc" }],
      skip: offset,
      take: query.limit,
    }),
    db.transcript.count({ where }),
  ]);
  const next = offset + rows.length;
  return {
    transcripts: rows.map(toTranscriptSummary),
    total,
    nextCursor: next < total ? String(next) : null,
  };
}

/** How many stored transcripts a list query matches (its page left aside). */
export async function countMatching(
  db: PrismaClient,
  query: ListTranscriptsQuery,
): Promise<number> {
  return db.transcript.count({ where: whereOf(db, query) });
}

/**
 * The ids of every transcript a list query matches, in the list's order, up to `max` (a
 * sweep's resolved saved filter). One more than `max` is read so the caller can tell "more".
 */
export async function listMatchingIds(
  db: PrismaClient,
  query: ListTranscriptsQuery,
  max: number,
): Promise<{ ids: string[]; hasMore: boolean }> {
  const rows = await db.transcript.findMany({
    where: whereOf(db, query),
    orderBy: [orderOf(query), { id: "asc" }],
    take: max + 1,
    select: { id: true },
  });
  return { ids: rows.slice(0, max).map((row) => row.id), hasMore: rows.length > max };
}

/**
 * The ids of sessions the list query matches, its `reproduces` left aside, whose agreement is
 * not measured with the current engine, newest first, up to `max`, and how many there are.
 */
export async function listUnmeasured(
  db: PrismaClient,
  query: ListTranscriptsQuery,
  max: number,
): Promise<{ ids: string[]; total: number }> {
  const where: Prisma.TranscriptWhereInput = {
    AND: [
      whereOf(db, { ...query, reproduces: undefined }),
      {
        OR: [{ agreementEngine: null }, { agreementEngine: { not: AGREEMENT_ENGINE_VERSION } }],
      },
    ],
  };
  const [rows, total] = await Promise.all([
    db.transcript.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: max,
      select: { id: true },
    }),
    db.transcript.count({ where }),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

export async function getTranscriptSummary(
  db: PrismaClient,
  id: string,
): Promise<TranscriptSummary | null> {
  const row = await db.transcript.findFirst({ where: { id, status: "ready" } });
  return row === null ? null : toTranscriptSummary(row);
}

export async function countTranscripts(db: PrismaClient): Promise<number> {
  return db.transcript.count({ where: { status: "ready" } });
}

/** Deletes a transcript and everything derived from it (chunks, model, replays cascade). */
export async function deleteTranscript(db: PrismaClient, id: string): Promise<boolean> {
  const { count } = await db.transcript.deleteMany({ where: { id, status: "ready" } });
  if (count > 0)
    await db.transcript.updateMany({ where: { parentId: id }, data: { parentId: null } });
  return count > 0;
}

/** The stored normalised model, or null when the transcript does not exist. */
export async function loadTranscriptModel(
  db: PrismaClient,
  id: string,
): Promise<TranscriptModel | null> {
  const blob = await db.modelBlob.findFirst({
    where: { transcriptId: id, transcript: { status: "ready" } },
    select: { data: true },
  });
  if (blob === null) return null;
  return decodeModelBlob(blob.data);
}

/**
 * The stored model's content version (part of a replay's key and of the replay workers' model
 * cache), or null when there is none: its format version ("5"), and once lines were appended
 * to a followed file, how many times ("5.12").
 */
export async function findModelVersion(db: PrismaClient, id: string): Promise<string | null> {
  const blob = await db.modelBlob.findFirst({
    where: { transcriptId: id, transcript: { status: "ready" } },
    select: { parserVersion: true, revision: true },
  });
  if (blob === null) return null;
  return blob.revision === 0
    ? String(blob.parserVersion)
    : `${blob.parserVersion}.${blob.revision}`;
}

/** The stored model still gzip-compressed (for a replay worker to decode), or null. */
export async function loadModelBlob(db: PrismaClient, id: string): Promise<Uint8Array | null> {
  const blob = await db.modelBlob.findFirst({
    where: { transcriptId: id, transcript: { status: "ready" } },
    select: { data: true },
  });
  return blob?.data ?? null;
}

/**
 * The stored calls table (`callsGzip`, lib/db/transcript-parts.ts), or `stale: true` when
 * there is none or it was priced by another table than `pricingKey`; null when the transcript
 * does not exist.
 */
export async function loadCallsTable(
  db: PrismaClient,
  id: string,
  pricingKey: string,
): Promise<{ stale: false; gzip: Uint8Array } | { stale: true } | null> {
  const blob = await db.modelBlob.findFirst({
    where: { transcriptId: id, transcript: { status: "ready" } },
    select: { callsGzip: true, callsPricingKey: true },
  });
  if (blob === null) return null;
  if (blob.callsGzip === null || blob.callsPricingKey !== pricingKey) return { stale: true };
  return { stale: false, gzip: blob.callsGzip };
}

/** Keeps a calls table made again from the model (a row from before them, or repriced). */
export async function saveCallsTable(
  db: PrismaClient,
  id: string,
  table: CallsTable,
): Promise<void> {
  await db.modelBlob.updateMany({
    where: { transcriptId: id },
    data: { callsGzip: new Uint8Array(table.gzip), callsPricingKey: table.pricingKey },
  });
}

export async function transcriptExists(db: PrismaClient, id: string): Promise<boolean> {
  return (await db.transcript.count({ where: { id, status: "ready" } })) > 0;
}

/** The raw pieces as stored, compressed, in order (raw-piece-codec.ts reads them). */
export async function* readRawChunks(db: PrismaClient, id: string): AsyncGenerator<Uint8Array> {
  const count = await db.rawChunk.count({ where: { transcriptId: id } });
  for (let seq = 0; seq < count; seq += 1) {
    const chunk = await db.rawChunk.findUnique({
      where: { transcriptId_seq: { transcriptId: id, seq } },
    });
    if (chunk) yield chunk.data;
  }
}

/** How many stored transcripts the filter suggestions look at (the most recent). */
const FACET_ROWS = 5_000;

export type TranscriptFacets = { versions: string[]; models: string[]; projects: string[] };

/** Distinct versions, models and projects of the stored transcripts: the filters' choices. */
export async function listFacets(db: PrismaClient): Promise<TranscriptFacets> {
  const rows = await db.transcript.findMany({
    where: { status: "ready" },
    select: { id: true, versions: true, models: true, project: true },
    orderBy: { createdAt: "desc" },
    take: FACET_ROWS,
  });
  const versions = new Set<string>();
  const models = new Set<string>();
  const projects = new Set<string>();
  for (const row of rows) {
    const names = z.array(z.string());
    for (const version of parseJsonColumn(row, "versions", row.versions, names))
      versions.add(version);
    for (const model of parseJsonColumn(row, "models", row.models, names)) models.add(model);
    if (row.project) projects.add(row.project);
  }
  const sorted = (values: Set<string>) => [...values].sort();
  return { versions: sorted(versions), models: sorted(models), projects: sorted(projects) };
}

/** The subagent files linked to a parent session, oldest first. */
export async function listSubagents(
  db: PrismaClient,
  parentId: string,
): Promise<{ id: string; name: string; apiCalls: number }[]> {
  return db.transcript.findMany({
    where: { parentId, status: "ready" },
    select: { id: true, name: true, apiCalls: true },
    orderBy: { createdAt: "asc" },
  });
}
