import type { PrismaClient } from "./generated/client";

/**
 * Moves a stored session's last activity to `at` when that is newer: a followed file grew
 * (its new lines' own end, or the time the growth was seen when those lines carry no
 * timestamp). Never moves it back, so an append read late or twice changes nothing.
 *
 * @example await recordActivity(db, id, new Date()) // true: the list shows it as active now
 */
export async function recordActivity(db: PrismaClient, id: string, at: Date): Promise<boolean> {
  const { count } = await db.transcript.updateMany({
    where: {
      id,
      status: "ready",
      OR: [{ lastActivityAt: null }, { lastActivityAt: { lt: at } }],
    },
    data: { lastActivityAt: at },
  });
  return count > 0;
}
