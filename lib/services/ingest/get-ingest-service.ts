import "server-only";
import { currentScopeKey, getDb } from "../../server/database";
import { getTranscriptsService } from "../transcripts/get-transcripts-service";
import { createIngestService, type IngestService } from "./ingest-service";

let service: IngestService | undefined;

/** The process's ingest service, on the app's database client. */
export function getIngestService(): IngestService {
  service ??= createIngestService({
    db: getDb,
    scopeKey: currentScopeKey,
    afterUpload: () => getTranscriptsService().reclaimSpaceSoon(),
  });
  return service;
}
