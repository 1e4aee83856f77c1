import "server-only";
import { z } from "zod";
import { sweepStatusSchema, type SweepSummary } from "../contracts/sweeps";
import type { SweepResultInput } from "../sweeps/aggregate-sweep";
import type { SessionSweep } from "../sweeps/replay-settings";
import type { SweepFigures } from "../sweeps/sweep-figures";
import { sweepGridSchema, type SweepGrid, type SweepSetting } from "../sweeps/sweep-grid";
import type { PrismaClient, SweepResult } from "./generated/client";

export type StoredSweep = SweepSummary & {
  transcriptIds: string[];
  settings: SweepSetting[];
};

const columnsSchema = z.object({
  transcriptIds: z.array(z.string()),
  grid: sweepGridSchema,
  settings: z.array(z.record(z.string(), z.unknown())),
});

type SweepRowData = Awaited<ReturnType<PrismaClient["sweep"]["findUniqueOrThrow"]>>;

function toSweep(row: SweepRowData): StoredSweep {
  const columns = columnsSchema.parse({
    transcriptIds: JSON.parse(row.transcriptIds),
    grid: JSON.parse(row.grid),
    settings: JSON.parse(row.settings),
  });
  return {
    id: row.id,
    status: sweepStatusSchema.parse(row.status),
    progress: { done: row.done, total: row.total },
    profile: row.profile,
    grid: columns.grid,
    sessions: columns.transcriptIds.length,
    settingCount: columns.settings.length,
    error: row.error,
    note: row.note,
    filterName: row.filterName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    transcriptIds: columns.transcriptIds,
    settings: columns.settings,
  };
}

export async function findSweep(db: PrismaClient, id: string): Promise<StoredSweep | null> {
  const row = await db.sweep.findUnique({ where: { id } });
  return row === null ? null : toSweep(row);
}

/** The newest sweeps first, without their transcript lists. */
export async function listSweeps(db: PrismaClient, limit = 100): Promise<SweepSummary[]> {
  const rows = await db.sweep.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((row) => toSweepSummary(toSweep(row)));
}

/** A stored sweep without its transcript and settings lists (what the API answers). */
export function toSweepSummary(sweep: StoredSweep): SweepSummary {
  const { id, status, progress, profile, grid, sessions, settingCount, error, note, filterName } =
    sweep;
  return {
    id,
    status,
    progress,
    profile,
    grid,
    sessions,
    settingCount,
    error,
    note,
    filterName,
    createdAt: sweep.createdAt,
    finishedAt: sweep.finishedAt,
  };
}

export async function insertSweep(
  db: PrismaClient,
  input: {
    transcriptIds: string[];
    profile: string;
    grid: SweepGrid;
    settings: SweepSetting[];
    filterName: string | null;
  },
): Promise<string> {
  const row = await db.sweep.create({
    data: {
      transcriptIds: JSON.stringify(input.transcriptIds),
      profile: input.profile,
      grid: JSON.stringify(input.grid),
      settings: JSON.stringify(input.settings),
      filterName: input.filterName,
      total: input.transcriptIds.length * input.settings.length,
    },
    select: { id: true },
  });
  return row.id;
}

/** Sets fields of a sweep only while its status is one of `from` (a cancel is never undone). */
export async function updateSweep(
  db: PrismaClient,
  id: string,
  from: SweepSummary["status"][],
  data: {
    status?: SweepSummary["status"];
    error?: string | null;
    note?: string | null;
    finishedAt?: Date;
  },
): Promise<boolean> {
  const { count } = await db.sweep.updateMany({ where: { id, status: { in: from } }, data });
  return count > 0;
}

export async function readSweepStatus(db: PrismaClient, id: string): Promise<string | null> {
  const row = await db.sweep.findUnique({ where: { id }, select: { status: true } });
  return row?.status ?? null;
}

/** Transcripts whose rows are stored: a resumed sweep skips them. */
export async function sweptTranscripts(db: PrismaClient, sweepId: string): Promise<Set<string>> {
  const rows = await db.sweepResult.findMany({
    where: { sweepId, settingIndex: null },
    select: { transcriptId: true },
  });
  return new Set(rows.map((r) => r.transcriptId));
}

function figureColumns(figures: SweepFigures) {
  return {
    ...figures,
    callsBetween: JSON.stringify(figures.callsBetween),
    aftermath: figures.aftermath === null ? null : JSON.stringify(figures.aftermath),
  };
}

/**
 * One session's rows (the recorded reality and every setting) and its replays counted into
 * the sweep's progress, in one transaction: a session is either stored whole or not at all,
 * so a sweep killed mid-run resumes without duplicates.
 */
export async function saveSessionSweep(
  db: PrismaClient,
  sweepId: string,
  transcriptId: string,
  sweep: SessionSweep,
): Promise<void> {
  const settings = sweep.settings.map((outcome, settingIndex) =>
    outcome.ok
      ? { sweepId, transcriptId, settingIndex, ...figureColumns(outcome.figures) }
      : { sweepId, transcriptId, settingIndex, error: outcome.reason },
  );
  await db.$transaction([
    db.sweepResult.createMany({
      data: [
        { sweepId, transcriptId, settingIndex: null, ...figureColumns(sweep.recorded) },
        ...settings,
      ],
    }),
    db.sweep.update({
      where: { id: sweepId },
      data: { done: { increment: sweep.settings.length } },
    }),
  ]);
}

/** Replays counted for sessions that could not be replayed (deleted meanwhile). */
export async function countSkipped(
  db: PrismaClient,
  sweepId: string,
  replays: number,
): Promise<void> {
  await db.sweep.update({ where: { id: sweepId }, data: { done: { increment: replays } } });
}

const callsBetweenSchema = z.array(z.number());
const aftermathSchema = z.array(
  z.object({
    atCall: z.number(),
    filesReread: z.number(),
    rereadTokens: z.number(),
    callsToResume: z.number().nullable(),
    tokensRespent: z.number(),
  }),
);

function toInput(row: SweepResult): SweepResultInput & { transcriptId: string } {
  const figures: SweepFigures | null =
    row.error !== null
      ? null
      : {
          compactionsAuto: row.compactionsAuto,
          compactionsManual: row.compactionsManual,
          callsBetween: callsBetweenSchema.parse(JSON.parse(row.callsBetween)),
          tokensSent: row.tokensSent,
          cacheRewriteTokens: row.cacheRewriteTokens,
          usd: row.usd,
          unpricedCalls: row.unpricedCalls,
          hitsBlockingLimit: row.hitsBlockingLimit,
          aftermath:
            row.aftermath === null ? null : aftermathSchema.parse(JSON.parse(row.aftermath)),
        };
  return { transcriptId: row.transcriptId, settingIndex: row.settingIndex, figures };
}

/** A sweep's stored results, all or one transcript's. */
export async function readSweepResults(
  db: PrismaClient,
  sweepId: string,
  transcriptId?: string,
): Promise<(SweepResultInput & { transcriptId: string })[]> {
  // In one order whatever the database or the order rows were written in (workers finish parts
  // in any order): the figures sum floats (dollars), and a sum's last digits follow its order.
  const rows = await db.sweepResult.findMany({
    where: { sweepId, ...(transcriptId === undefined ? {} : { transcriptId }) },
    orderBy: [{ transcriptId: "asc" }, { settingIndex: "asc" }],
  });
  return rows.map(toInput);
}

/** The names of the given transcripts that still exist, by id (a sweep's sessions named). */
export async function readTranscriptNames(
  db: PrismaClient,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.transcript.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Sweeps a killed process left queued or running (created before this start). */
export async function findUnfinishedSweeps(
  db: PrismaClient,
  startedAt: Date,
): Promise<StoredSweep[]> {
  const rows = await db.sweep.findMany({
    where: { status: { in: ["queued", "running"] }, createdAt: { lt: startedAt } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map(toSweep);
}

/** The ids among `ids` that name stored (ready) transcripts. */
export async function existingTranscriptIds(db: PrismaClient, ids: string[]): Promise<Set<string>> {
  const rows = await db.transcript.findMany({
    where: { id: { in: ids }, status: "ready" },
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}
