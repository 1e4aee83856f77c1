// `npm run backfill:costs` (also run by `npm start` after the migrations): prices the stored
// sessions whose cost is missing or was computed with another pricing table
// (lib/pricing/model-prices.ts), from their stored models. Nothing to do costs one query.
import { backfillCosts } from "@/lib/db/backfill-costs";
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { readDatabaseUrl } from "@/lib/db/database-url";

async function main(): Promise<void> {
  const db = createPrismaClient(readDatabaseUrl());
  try {
    const started = performance.now();
    const { priced, failed } = await backfillCosts(db);
    const ms = Math.round(performance.now() - started);
    if (priced > 0 || failed.length > 0)
      console.log(`backfill:costs: priced ${priced} stored session(s) in ${ms} ms`);
    for (const { id, reason } of failed)
      console.warn(`backfill:costs: ${id} left without a cost (${reason}); try npm run reparse`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("backfill:costs failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
