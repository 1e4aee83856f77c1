import { priceCalls } from "../pricing/price-calls";
import { PRICING_KEY } from "../pricing/pricing-key";
import type { PrismaClient } from "./generated/client";
import { loadTranscriptModel } from "./transcript-queries";

export type BackfillOutcome = { priced: number; failed: { id: string; reason: string }[] };

/**
 * Prices the stored sessions whose cost is missing (stored before costs existed) or was
 * computed with another pricing table, from their stored model: no re-upload, no re-parse.
 * One indexed query when every cost is current, so `npm start` runs it every time.
 * A model that cannot be read is reported and left for `npm run reparse`.
 *
 * @example await backfillCosts(db) // { priced: 3, failed: [] }
 */
export async function backfillCosts(
  db: PrismaClient,
  pricingKey: string = PRICING_KEY,
): Promise<BackfillOutcome> {
  const stale = await db.transcript.findMany({
    where: { status: "ready", OR: [{ pricingKey: null }, { pricingKey: { not: pricingKey } }] },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  const outcome: BackfillOutcome = { priced: 0, failed: [] };
  for (const { id } of stale) {
    try {
      const model = await loadTranscriptModel(db, id);
      if (model === null) throw new Error("no stored model");
      const cost = priceCalls(model.calls);
      await db.transcript.updateMany({
        where: { id, status: "ready" },
        data: { costUsd: cost.usd, unpricedCalls: cost.unpricedCalls, pricingKey },
      });
      outcome.priced += 1;
    } catch (error) {
      outcome.failed.push({ id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcome;
}
