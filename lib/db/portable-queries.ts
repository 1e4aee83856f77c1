import type { DatabaseProvider } from "./database-url";
import type { Prisma, PrismaClient } from "./generated/client";

/**
 * What differs between SQLite and PostgreSQL in the queries, in one place. Everything else
 * (the model API, and the raw INSERT/UPDATE statements with quoted identifiers and bound
 * parameters) reads the same on both.
 */

/**
 * The provider a client talks to. Prisma keeps it on every client and transaction client
 * (`_activeProvider`, the generator's provider name); reading it here means no caller has to
 * carry it beside the client.
 */
export function providerOf(db: PrismaClient | Prisma.TransactionClient): DatabaseProvider {
  const provider = (db as unknown as { _activeProvider?: string })._activeProvider;
  return provider === "postgresql" ? "postgresql" : "sqlite";
}

/**
 * A case-insensitive substring filter that means the same on both: SQLite's LIKE (what
 * `contains` compiles to) ignores ASCII case, PostgreSQL's LIKE does not, so there it is
 * ILIKE (`mode: "insensitive"`). Non-ASCII letters: SQLite's LIKE compares them exactly,
 * ILIKE folds them; columns that must match those too are stored lower-cased (searchText).
 */
export function containsIgnoringCase(
  db: PrismaClient,
  text: string,
): Prisma.StringFilter<"Transcript"> {
  if (providerOf(db) === "postgresql") {
    // The SQLite client's types have no `mode`; PostgreSQL's do, and this is its client.
    return { contains: text, mode: "insensitive" } as Prisma.StringFilter<"Transcript">;
  }
  return { contains: text };
}
