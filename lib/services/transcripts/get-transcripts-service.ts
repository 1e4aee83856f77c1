import "server-only";
import { currentScopeKey, getDb } from "../../server/database";
import { createModelCache } from "../../transcript/model-cache";
import { createTranscriptsService, type TranscriptsService } from "./transcripts-service";

// The cache on globalThis: Next may evaluate this module once per bundle (and again on each
// edit in dev), and the cache is the process's: a model the delete route forgets is gone for all.
const globalForModels = globalThis as typeof globalThis & {
  compactionLabModels?: ReturnType<typeof createModelCache>;
};

let service: TranscriptsService | undefined;

/** The process's transcripts service, on the app's database client. */
export function getTranscriptsService(): TranscriptsService {
  service ??= createTranscriptsService({
    db: getDb,
    scopeKey: currentScopeKey,
    modelCache: (globalForModels.compactionLabModels ??= createModelCache()),
  });
  return service;
}
