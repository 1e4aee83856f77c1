import type { PrismaClient } from "../../db/generated/client";
import { markUnfinishedBatchesInterrupted } from "../../db/summary-batches";
import { markUnfinishedVariantsInterrupted } from "../../db/summary-variants";

/**
 * At start-up: the variants and batches a killed process (anything created before
 * `startedAt`) left unfinished say they were interrupted. Store functions only, so start-up
 * can call it without making the summaries service (instrumentation.ts is its own bundle).
 */
export async function markUnfinishedInterrupted(
  db: PrismaClient,
  startedAt: Date,
): Promise<{ variants: number; batches: number }> {
  const variants = await markUnfinishedVariantsInterrupted(db, startedAt);
  const batches = await markUnfinishedBatchesInterrupted(db, startedAt);
  return { variants, batches };
}
