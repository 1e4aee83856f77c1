import { z } from "zod";

/** `POST /api/live/folders`: a folder of the server's disk to follow (`~/` allowed). */
export const addFolderSchema = z.object({ path: z.string().trim().min(1).max(4_096) });

/** A followed folder as `GET /api/live/folders` lists it: from `WATCH=` (no id) or added. */
export const followedFolderSchema = z.object({
  id: z.string().nullable(),
  path: z.string(),
  from: z.enum(["WATCH", "settings"]),
});

export type FollowedFolder = z.infer<typeof followedFolderSchema>;

export const followedFoldersSchema = z.object({ folders: z.array(followedFolderSchema) });
