import type { SavedFilter } from "../../contracts/saved-filters";
import type { SessionFilter } from "../../contracts/session-filter";
import type { PrismaClient } from "../../db/generated/client";
import {
  deleteSavedFilter,
  findSavedFilter,
  insertSavedFilter,
  listSavedFiltersWithCounts,
  renameSavedFilter,
  withSessionCount,
  type SavedFilterWrite,
} from "../../db/saved-filters";

/** A write's outcome as the API answers it: the filter with its session count, or why not. */
export type SavedFilterOutcome =
  | { ok: true; value: SavedFilter }
  | { ok: false; reason: Extract<SavedFilterWrite, { ok: false }>["reason"] };

/** The sessions list's saved filters, each answered with how many sessions it matches now. */
export function createSavedFiltersService({ db }: { db: () => PrismaClient }) {
  async function answer(write: SavedFilterWrite): Promise<SavedFilterOutcome> {
    return write.ok ? { ok: true, value: await withSessionCount(db(), write.value) } : write;
  }

  return {
    /** Every saved filter, by name. */
    list(): Promise<SavedFilter[]> {
      return listSavedFiltersWithCounts(db());
    },

    async get(id: string): Promise<SavedFilter | null> {
      const stored = await findSavedFilter(db(), id);
      return stored === null ? null : withSessionCount(db(), stored);
    },

    /** `duplicate-name` when another filter has the name. */
    async create(input: { name: string; filter: SessionFilter }): Promise<SavedFilterOutcome> {
      return answer(await insertSavedFilter(db(), input));
    },

    /** `duplicate-name` when another filter has the name; `not-found` when there is no `id`. */
    async rename(id: string, name: string): Promise<SavedFilterOutcome> {
      return answer(await renameSavedFilter(db(), id, name));
    },

    /** False when there was no such filter. Sweeps made from it keep its name and sessions. */
    remove(id: string): Promise<boolean> {
      return deleteSavedFilter(db(), id);
    },
  };
}

export type SavedFiltersService = ReturnType<typeof createSavedFiltersService>;
