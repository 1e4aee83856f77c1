import { sessionTimes } from "../transcript/session-times";
import type { PrismaClient } from "./generated/client";
import { loadTranscriptModel } from "./transcript-queries";

export type TimesBackfillOutcome = { filled: number; failed: { id: string; reason: string }[] };

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Gives the sessions stored before start, end and last activity existed their times, from
 * their stored model: no re-upload, no re-parse. One indexed query when every row has them,
 * so `npm start` runs it every time. A model that cannot be read is reported and left for
 * `npm run reparse`; a row whose last activity is already later (a followed file) keeps it.
 *
 * @example await backfillTimes(db) // { filled: 3, failed: [] }
 */
export async function backfillTimes(db: PrismaClient): Promise<TimesBackfillOutcome> {
  const stale = await db.transcript.findMany({
    where: { status: "ready", timesComputed: false },
    select: { id: true, lastActivityAt: true },
    orderBy: { createdAt: "asc" },
  });
  const outcome: TimesBackfillOutcome = { filled: 0, failed: [] };
  for (const { id, lastActivityAt } of stale) {
    try {
      const model = await loadTranscriptModel(db, id);
      if (model === null) throw new Error("no stored model");
      const times = sessionTimes(model.entries);
      const endedAt = toDate(times.endedAt);
      const isLaterActivity =
        lastActivityAt !== null && (endedAt === null || lastActivityAt > endedAt);
      await db.transcript.updateMany({
        where: { id, status: "ready" },
        data: {
          startedAt: toDate(times.startedAt),
          endedAt,
          lastActivityAt: isLaterActivity ? lastActivityAt : endedAt,
          timesComputed: true,
        },
      });
      outcome.filled += 1;
    } catch (error) {
      outcome.failed.push({ id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcome;
}
