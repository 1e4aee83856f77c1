import type { DatabaseProvider } from "./database-url";

/**
 * Tables the search migration writes by hand (prisma/migrations/*_search_index): an FTS5 table
 * and its shadow tables on SQLite, a generated tsvector column with a GIN index on PostgreSQL,
 * which Prisma's schema cannot describe. The schema engine is told they are external, so a
 * diff never proposes dropping them and a migration never checks them against the schema.
 */
export const SEARCH_TABLES = [
  "SearchEntry",
  "SearchIndexed",
  "SearchEntryFts",
  // FTS5's own storage, made with the virtual table (no _content: the content is SearchEntry).
  "SearchEntryFts_data",
  "SearchEntryFts_idx",
  "SearchEntryFts_docsize",
  "SearchEntryFts_config",
] as const;

/** The engine's filter: SQLite names tables bare, PostgreSQL with their schema. */
export function externalTablesFilter(provider: DatabaseProvider): {
  externalTables: string[];
  externalEnums: string[];
} {
  return {
    externalTables: SEARCH_TABLES.map((table) =>
      provider === "postgresql" ? `public.${table}` : table,
    ),
    externalEnums: [],
  };
}
