// `npm run backfill:times` (also run by `npm start` after the migrations): gives the sessions
// stored before they existed their start, end and last activity, from their stored models.
// Nothing to do costs one query.
import { backfillTimes } from "@/lib/db/backfill-times";
import { createPrismaClient } from "@/lib/db/create-prisma-client";
import { readDatabaseUrl } from "@/lib/db/database-url";

async function main(): Promise<void> {
  const db = createPrismaClient(readDatabaseUrl());
  try {
    const started = performance.now();
    const { filled, failed } = await backfillTimes(db);
    const ms = Math.round(performance.now() - started);
    if (filled > 0 || failed.length > 0)
      console.log(`backfill:times: dated ${filled} stored session(s) in ${ms} ms`);
    for (const { id, reason } of failed)
      console.warn(`backfill:times: ${id} left without times (${reason}); try npm run reparse`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("backfill:times failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
