import "server-only";
import { z } from "zod";
import { jobStatusSchema, type JobStatus } from "../contracts/jobs";
import type { PrismaClient } from "./generated/client";
import { MODEL_FORMAT_VERSION } from "../transcript/model-codec";

export type ReparseRun = {
  id: string;
  status: JobStatus;
  transcriptIds: string[];
  progress: { done: number; failed: number; total: number };
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

type Row = Awaited<ReturnType<PrismaClient["reparseRun"]["findUniqueOrThrow"]>>;
const idsSchema = z.array(z.string());

function toRun(row: Row): ReparseRun {
  return {
    id: row.id,
    status: jobStatusSchema.parse(row.status),
    transcriptIds: idsSchema.parse(JSON.parse(row.transcriptIds)),
    progress: { done: row.done, failed: row.failed, total: row.total },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Ready transcripts to re-parse, oldest first: those of another model format, or all. */
export async function transcriptsToReparse(
  db: PrismaClient,
  all: boolean,
): Promise<{ id: string; name: string }[]> {
  return db.transcript.findMany({
    where: {
      status: "ready",
      ...(all ? {} : { model: { isNot: { parserVersion: MODEL_FORMAT_VERSION } } }),
    },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
}

export async function insertReparseRun(db: PrismaClient, transcriptIds: string[]): Promise<string> {
  const row = await db.reparseRun.create({
    data: { transcriptIds: JSON.stringify(transcriptIds), total: transcriptIds.length },
    select: { id: true },
  });
  return row.id;
}

export async function findReparseRun(db: PrismaClient, id: string): Promise<ReparseRun | null> {
  const row = await db.reparseRun.findUnique({ where: { id } });
  return row === null ? null : toRun(row);
}

export async function listReparseRuns(db: PrismaClient, limit: number): Promise<ReparseRun[]> {
  const rows = await db.reparseRun.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toRun);
}

/** Runs a killed process left queued or running (created before this start). */
export async function findUnfinishedReparseRuns(
  db: PrismaClient,
  startedAt: Date,
): Promise<ReparseRun[]> {
  const rows = await db.reparseRun.findMany({
    where: { status: { in: ["queued", "running"] }, createdAt: { lt: startedAt } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map(toRun);
}

/** Sets fields only while the status is one of `from` (a cancel is never undone). */
export async function updateReparseRun(
  db: PrismaClient,
  id: string,
  from: JobStatus[],
  data: { status?: JobStatus; error?: string | null; finishedAt?: Date },
): Promise<boolean> {
  const { count } = await db.reparseRun.updateMany({ where: { id, status: { in: from } }, data });
  return count > 0;
}

/** One transcript counted, re-parsed or failed (with why). */
export async function countReparsed(
  db: PrismaClient,
  id: string,
  outcome: { ok: true } | { ok: false; error: string },
): Promise<void> {
  await db.reparseRun.update({
    where: { id },
    data: outcome.ok
      ? { done: { increment: 1 } }
      : { failed: { increment: 1 }, error: outcome.error },
  });
}
