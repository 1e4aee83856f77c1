import { z } from "zod";
import { sessionFilterSchema } from "./session-filter";

const nameSchema = z
  .string()
  .trim()
  .min(1, "a name is required")
  .max(100, "at most 100 characters");

/** Body of `POST /api/saved-filters`. */
export const createSavedFilterBodySchema = z.strictObject({
  name: nameSchema,
  filter: sessionFilterSchema,
});
export type CreateSavedFilterBody = z.infer<typeof createSavedFilterBodySchema>;

/** Body of `PATCH /api/saved-filters/:id`: a new name. */
export const renameSavedFilterBodySchema = z.strictObject({ name: nameSchema });

/** One saved filter as the API answers it, with how many stored sessions it matches now. */
export const savedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: sessionFilterSchema,
  sessions: z.number(),
  createdAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
