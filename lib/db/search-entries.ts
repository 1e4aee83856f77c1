import type { SearchRole } from "../contracts/search";
import { Prisma, type PrismaClient } from "./generated/client";
import { providerOf } from "./portable-queries";

/** One record's searchable text and what the filters need (lib/services/search extracts it). */
export type SearchEntryInput = {
  /** 1-based line of the record in its file. */
  line: number;
  role: SearchRole;
  /** The tool called (assistant) or answered (tool result); the first one when several. */
  tool: string | null;
  /** Milliseconds since the epoch, or null when the record has no readable timestamp. */
  at: number | null;
  text: string;
};

/**
 * Adds one batch of a transcript's entries to the index, in one transaction; a line already
 * there is left as it is. On SQLite the FTS5 table is fed from the rows just written by one
 * INSERT ... SELECT (a row trigger was four times slower), so the two never disagree (FTS5's
 * delete of a row it never indexed corrupts it); PostgreSQL computes each tsvector itself.
 */
export async function insertSearchEntries(
  db: PrismaClient,
  transcriptId: string,
  entries: readonly SearchEntryInput[],
): Promise<void> {
  if (entries.length === 0) return;
  const values = Prisma.join(
    entries.map(
      (entry) =>
        Prisma.sql`(${transcriptId}, ${entry.line}, ${entry.role}, ${entry.tool}, ${entry.at}, ${entry.text})`,
    ),
  );
  const insert = Prisma.sql`INSERT INTO "SearchEntry" ("transcriptId", "line", "role", "tool", "at", "text") VALUES ${values} ON CONFLICT DO NOTHING`;
  if (providerOf(db) === "postgresql") {
    await db.$executeRaw(insert);
    return;
  }
  await db.$transaction(async (tx) => {
    const ids = await tx.$queryRaw<{ id: number | bigint }[]>`${insert} RETURNING "id"`;
    const numbers = ids.map((row) => Number(row.id));
    if (numbers.length === 0) return;
    // One statement's rows take consecutive rowids after the largest: this batch is the range.
    await tx.$executeRaw`INSERT INTO "SearchEntryFts" (rowid, "text") SELECT "id", "text" FROM "SearchEntry" WHERE "id" BETWEEN ${Math.min(...numbers)} AND ${Math.max(...numbers)}`;
  });
}

/**
 * Removes a transcript's entries and its mark (before it is indexed again); SQLite's trigger
 * takes them out of the FTS5 index.
 */
export async function deleteSearchEntries(db: PrismaClient, transcriptId: string): Promise<void> {
  await db.$transaction([
    db.$executeRaw`DELETE FROM "SearchIndexed" WHERE "transcriptId" = ${transcriptId}`,
    db.$executeRaw`DELETE FROM "SearchEntry" WHERE "transcriptId" = ${transcriptId}`,
  ]);
}

/** Records that a transcript's entries are in the index, by extraction `version`. */
export async function markSearchIndexed(
  db: PrismaClient,
  transcriptId: string,
  version: number,
): Promise<void> {
  await db.$executeRaw`INSERT INTO "SearchIndexed" ("transcriptId", "version") VALUES (${transcriptId}, ${version}) ON CONFLICT ("transcriptId") DO UPDATE SET "version" = ${version}`;
}

/**
 * Stored transcripts (every workspace's: the caller is the server's upkeep) not indexed by
 * extraction `version`, newest first, up to `max`.
 */
export async function listUnindexed(
  db: PrismaClient,
  version: number,
  max: number,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT t."id" FROM "Transcript" t LEFT JOIN "SearchIndexed" s ON s."transcriptId" = t."id"
    WHERE t."status" = 'ready' AND (s."version" IS NULL OR s."version" <> ${version})
    ORDER BY t."createdAt" DESC LIMIT ${max}`;
  return rows.map((row) => row.id);
}

/** How many of `transcriptIds` are not indexed by extraction `version` yet. */
export async function countUnindexed(
  db: PrismaClient,
  transcriptIds: readonly string[],
  version: number,
): Promise<number> {
  if (transcriptIds.length === 0) return 0;
  const indexed = await db.$queryRaw<{ n: number | bigint }[]>(
    providerOf(db) === "postgresql"
      ? Prisma.sql`SELECT count(*) AS "n" FROM "SearchIndexed" WHERE "version" = ${version} AND "transcriptId" = ANY(${[...transcriptIds]}::text[])`
      : Prisma.sql`SELECT count(*) AS "n" FROM "SearchIndexed" WHERE "version" = ${version} AND "transcriptId" IN (SELECT value FROM json_each(${JSON.stringify(transcriptIds)}))`,
  );
  return transcriptIds.length - Number(indexed[0]?.n ?? 0);
}
