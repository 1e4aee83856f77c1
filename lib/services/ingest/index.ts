import { databaseProvider, readDatabaseUrl } from "../../db/database-url";
import type { Capability } from "../capability";
import { agreementCapability } from "../agreement";
import { transcriptsCapability } from "../transcripts";
import { createIngestService, type IngestService } from "./ingest-service";
import { startUploadUpkeep } from "./sweep-dead-uploads";

/** Uploads: files received and stored as they stream, their progress, and dead ones removed. */
export const ingestCapability: Capability<"ingest", IngestService> = {
  id: "ingest",
  create: (deps) =>
    createIngestService({
      db: deps.db,
      scopeKey: deps.scopeKey,
      afterUpload: () => deps.use(transcriptsCapability).reclaimSpaceSoon(),
      // The first replay, prepared in the background; what it says of the recording is kept.
      afterStored: (id) => void deps.use(agreementCapability).afterUpload(id),
    }),
  startUpkeep({ deps, startedAt }) {
    // On PostgreSQL several web servers share the rows, and another one's upload in flight is
    // pending too: there only an upload whose heartbeat stopped counts as left behind. Uploads
    // that die later (a killed server behind the same database) are swept every minute.
    startUploadUpkeep({
      db: deps.db,
      startedAt,
      isShared: databaseProvider(readDatabaseUrl()) === "postgresql",
    });
  },
};
