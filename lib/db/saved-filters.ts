import "server-only";
import type { SavedFilter } from "../contracts/saved-filters";
import {
  sessionFilterSchema,
  toFilterListQuery,
  type SessionFilter,
} from "../contracts/session-filter";
import type { PrismaClient, SavedFilter as SavedFilterRow } from "./generated/client";
import { countMatching, listMatchingIds } from "./transcript-queries";
import { parseJsonColumn } from "./transcript-dto";

/** A stored saved filter, its JSON column parsed (a stored column is an edge). */
export type StoredSavedFilter = {
  id: string;
  name: string;
  filter: SessionFilter;
  createdAt: Date;
};

/** What a write that names a filter can meet besides success: values, not throws. */
export type SavedFilterWrite =
  { ok: true; value: StoredSavedFilter } | { ok: false; reason: "duplicate-name" | "not-found" };

function toStored(row: SavedFilterRow): StoredSavedFilter {
  const filter = parseJsonColumn(row, "filter", row.filter, sessionFilterSchema, "SavedFilter");
  return { id: row.id, name: row.name, filter, createdAt: row.createdAt };
}

/** Prisma's unique-constraint error, on SQLite and PostgreSQL alike. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

function isMissingRow(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2025";
}

async function write(run: () => Promise<SavedFilterRow>): Promise<SavedFilterWrite> {
  try {
    return { ok: true, value: toStored(await run()) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate-name" };
    if (isMissingRow(error)) return { ok: false, reason: "not-found" };
    throw error;
  }
}

/** Saved filters by name (the menus list them so). */
export async function listSavedFilters(db: PrismaClient): Promise<StoredSavedFilter[]> {
  const rows = await db.savedFilter.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toStored);
}

export async function findSavedFilter(
  db: PrismaClient,
  id: string,
): Promise<StoredSavedFilter | null> {
  const row = await db.savedFilter.findUnique({ where: { id } });
  return row === null ? null : toStored(row);
}

export function insertSavedFilter(
  db: PrismaClient,
  input: { name: string; filter: SessionFilter },
): Promise<SavedFilterWrite> {
  return write(() =>
    db.savedFilter.create({ data: { name: input.name, filter: JSON.stringify(input.filter) } }),
  );
}

export function renameSavedFilter(
  db: PrismaClient,
  id: string,
  name: string,
): Promise<SavedFilterWrite> {
  return write(() => db.savedFilter.update({ where: { id }, data: { name } }));
}

export async function deleteSavedFilter(db: PrismaClient, id: string): Promise<boolean> {
  const { count } = await db.savedFilter.deleteMany({ where: { id } });
  return count > 0;
}

/** The API's shape: the filter with how many stored sessions it matches now. */
export async function withSessionCount(
  db: PrismaClient,
  stored: StoredSavedFilter,
): Promise<SavedFilter> {
  const sessions = await countMatching(db, toFilterListQuery(stored.filter));
  return { ...stored, sessions, createdAt: stored.createdAt.toISOString() };
}

/**
 * A saved filter resolved to the transcripts it matches now, newest first as the list shows
 * them, up to `max` (`hasMore`: it matches more); null when there is no such filter.
 */
export async function resolveSavedFilter(
  db: PrismaClient,
  id: string,
  max: number,
): Promise<{ name: string; ids: string[]; hasMore: boolean } | null> {
  const stored = await findSavedFilter(db, id);
  if (stored === null) return null;
  const matching = await listMatchingIds(db, toFilterListQuery(stored.filter), max);
  return { name: stored.name, ...matching };
}

/** Every saved filter as the API answers it, by name. */
export async function listSavedFiltersWithCounts(db: PrismaClient): Promise<SavedFilter[]> {
  const stored = await listSavedFilters(db);
  return Promise.all(stored.map((filter) => withSessionCount(db, filter)));
}
