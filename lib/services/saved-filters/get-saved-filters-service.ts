import "server-only";
import { getDb } from "../../server/database";
import { createSavedFiltersService, type SavedFiltersService } from "./saved-filters-service";

let service: SavedFiltersService | undefined;

/** The process's saved-filters service, on the app's database client. */
export function getSavedFiltersService(): SavedFiltersService {
  service ??= createSavedFiltersService({ db: getDb });
  return service;
}
