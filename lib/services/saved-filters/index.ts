import type { Capability } from "../capability";
import { createSavedFiltersService, type SavedFiltersService } from "./saved-filters-service";

/** Named filters of the sessions list, per workspace. */
export const savedFiltersCapability: Capability<"savedFilters", SavedFiltersService> = {
  id: "savedFilters",
  create: ({ db }) => createSavedFiltersService({ db }),
};
