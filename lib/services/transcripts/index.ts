import { createModelCache } from "../../transcript/model-cache";
import type { Capability } from "../capability";
import { createTranscriptsService, type TranscriptsService } from "./transcripts-service";

/**
 * The stored transcripts: the sessions list, one transcript's model (parsed once per process,
 * cached per workspace), its lines, and its removal with the space given back to the disk.
 */
export const transcriptsCapability: Capability<"transcripts", TranscriptsService> = {
  id: "transcripts",
  create: ({ db, scopeKey }) =>
    createTranscriptsService({ db, scopeKey, modelCache: createModelCache() }),
};
