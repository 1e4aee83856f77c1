import "server-only";
import { z } from "zod";
import {
  batchStatusSchema,
  variantSpecSchema,
  type SummaryBatch,
  type VariantSpec,
} from "../contracts/summary-variant";
import type { PrismaClient, SummaryBatch as SummaryBatchRow } from "./generated/client";

export type StoredBatch = SummaryBatch & {
  points: string[];
  specs: VariantSpec[];
  createdAt: string;
  finishedAt: string | null;
};

const storedBatchColumns = z.object({
  points: z.array(z.string()),
  variants: z.array(variantSpecSchema),
});

/** Variant statuses a batch counts as failed: anything that finished without a summary. */
const FAILED = ["failed", "cancelled", "interrupted"];

const withVariants = {
  summaryVariants: {
    select: { id: true, status: true },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  },
};

type BatchRow = SummaryBatchRow & { summaryVariants: { id: string; status: string }[] };

function toStoredBatch(row: BatchRow): StoredBatch {
  const columns = storedBatchColumns.parse({
    points: JSON.parse(row.points),
    variants: JSON.parse(row.variants),
  });
  const statuses = row.summaryVariants.map((v) => v.status);
  return {
    id: row.id,
    transcriptId: row.transcriptId,
    status: batchStatusSchema.parse(row.status),
    progress: {
      done: statuses.filter((s) => s === "done").length,
      failed: statuses.filter((s) => FAILED.includes(s)).length,
      total: row.total,
    },
    variantIds: row.summaryVariants.map((v) => v.id),
    message: row.message,
    points: columns.points,
    specs: columns.variants,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A batch with its progress counted from its variants (what finished, whatever happened since). */
export async function findBatch(db: PrismaClient, id: string): Promise<StoredBatch | null> {
  const row = await db.summaryBatch.findUnique({ where: { id }, include: withVariants });
  return row === null ? null : toStoredBatch(row);
}

/** The newest batches first (the jobs list). */
export async function listRecentBatches(db: PrismaClient, limit: number): Promise<StoredBatch[]> {
  const rows = await db.summaryBatch.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    include: withVariants,
  });
  return rows.map(toStoredBatch);
}

export async function insertBatch(
  db: PrismaClient,
  input: { transcriptId: string; points: string[]; specs: VariantSpec[]; total: number },
): Promise<string> {
  const row = await db.summaryBatch.create({
    data: {
      transcriptId: input.transcriptId,
      points: JSON.stringify(input.points),
      variants: JSON.stringify(input.specs),
      total: input.total,
    },
    select: { id: true },
  });
  return row.id;
}

export async function updateBatch(
  db: PrismaClient,
  id: string,
  data: {
    status?: SummaryBatch["status"];
    done?: number;
    failed?: number;
    message?: string | null;
    finishedAt?: Date;
  },
): Promise<void> {
  await db.summaryBatch.updateMany({ where: { id }, data });
}

/**
 * At start-up (after the variants were marked): batches a killed process left queued or
 * running become interrupted, with counts and a sentence saying what finished.
 */
export async function markUnfinishedBatchesInterrupted(
  db: PrismaClient,
  startedAt: Date,
): Promise<number> {
  const rows = await db.summaryBatch.findMany({
    where: { status: { in: ["queued", "running"] }, createdAt: { lt: startedAt } },
    select: { id: true },
  });
  for (const { id } of rows) {
    const batch = await findBatch(db, id);
    if (batch === null) continue;
    const { done, failed, total } = batch.progress;
    await updateBatch(db, id, {
      status: "interrupted",
      done,
      failed,
      finishedAt: new Date(),
      message: `The server stopped during this batch: ${done} of ${total} variants had finished, ${failed} failed or were interrupted.`,
    });
  }
  return rows.length;
}
