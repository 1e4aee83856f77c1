import { MAX_COUNTED_HITS, type SearchRole } from "../contracts/search";
import { Prisma, type PrismaClient } from "./generated/client";
import { providerOf } from "./portable-queries";
import { toFts5Match, toTsquery, type SearchTerm } from "./search-match";

export type SearchHitsQuery = {
  terms: readonly SearchTerm[];
  /** The sessions searched (already kept to the caller's workspace and the list's filters). */
  transcriptIds: readonly string[];
  role?: SearchRole;
  tool?: string;
  /** Milliseconds since the epoch: `from` inclusive, `to` exclusive. */
  fromMs?: number;
  toMs?: number;
  limit: number;
  offset: number;
};

export type SearchEntryRow = {
  transcriptId: string;
  line: number;
  role: string;
  tool: string | null;
  at: number | null;
  text: string;
};

type RawRow = Omit<SearchEntryRow, "line" | "at"> & {
  line: number | bigint;
  at: number | bigint | null;
};

/**
 * One page of entries matching every term, best match first (FTS5's bm25, PostgreSQL's
 * ts_rank), and how many match in all, counted up to MAX_COUNTED_HITS.
 */
export async function findSearchHits(
  db: PrismaClient,
  query: SearchHitsQuery,
): Promise<{ rows: SearchEntryRow[]; total: number }> {
  if (query.transcriptIds.length === 0 || query.terms.length === 0) return { rows: [], total: 0 };
  const isPostgres = providerOf(db) === "postgresql";
  const filters = [
    isPostgres
      ? Prisma.sql`e."transcriptId" = ANY(${[...query.transcriptIds]}::text[])`
      : Prisma.sql`e."transcriptId" IN (SELECT value FROM json_each(${JSON.stringify(query.transcriptIds)}))`,
  ];
  if (query.role !== undefined) filters.push(Prisma.sql`e."role" = ${query.role}`);
  if (query.tool !== undefined) filters.push(Prisma.sql`e."tool" = ${query.tool}`);
  if (query.fromMs !== undefined) filters.push(Prisma.sql`e."at" >= ${query.fromMs}`);
  if (query.toMs !== undefined) filters.push(Prisma.sql`e."at" < ${query.toMs}`);
  const where = Prisma.join(filters, " AND ");
  const columns = Prisma.sql`e."transcriptId", e."line", e."role", e."tool", e."at", e."text"`;

  let page: Prisma.Sql;
  let count: Prisma.Sql;
  if (isPostgres) {
    const tsquery = Prisma.sql`to_tsquery('simple', ${toTsquery(query.terms)})`;
    const from = Prisma.sql`FROM "SearchEntry" e WHERE e."tsv" @@ ${tsquery} AND ${where}`;
    page = Prisma.sql`SELECT ${columns} ${from} ORDER BY ts_rank(e."tsv", ${tsquery}) DESC, e."id" LIMIT ${query.limit} OFFSET ${query.offset}`;
    count = Prisma.sql`SELECT count(*) AS "n" FROM (SELECT 1 ${from} LIMIT ${MAX_COUNTED_HITS + 1}) AS matched`;
  } else {
    const from = Prisma.sql`FROM "SearchEntryFts" f JOIN "SearchEntry" e ON e."id" = f.rowid WHERE "SearchEntryFts" MATCH ${toFts5Match(query.terms)} AND ${where}`;
    page = Prisma.sql`SELECT ${columns} ${from} ORDER BY f.rank, e."id" LIMIT ${query.limit} OFFSET ${query.offset}`;
    count = Prisma.sql`SELECT count(*) AS "n" FROM (SELECT 1 ${from} LIMIT ${MAX_COUNTED_HITS + 1}) AS matched`;
  }
  const [rows, counted] = await Promise.all([
    db.$queryRaw<RawRow[]>(page),
    db.$queryRaw<{ n: number | bigint }[]>(count),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      line: Number(row.line),
      at: row.at === null ? null : Number(row.at),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}
