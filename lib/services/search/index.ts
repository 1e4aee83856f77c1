import type { Capability } from "../capability";
import { redactionCapability } from "../redaction";
import { startSearchBacklog } from "./index-backlog";
import { createSearchService, type SearchService } from "./search-service";

/**
 * Full-text search over message content: stored transcripts are indexed in the background
 * (just uploaded or imported, stored before search existed) and again when re-parsed; search
 * reads the database's own index through `GET /api/search`.
 */
export const searchCapability: Capability<"search", SearchService> = {
  id: "search",
  create: (deps) =>
    createSearchService({
      db: deps.db,
      newRedactor: () => deps.use(redactionCapability).newRedactor(),
    }),
  startUpkeep({ deps }) {
    // Every web server runs it; on PostgreSQL two indexing one transcript add nothing twice.
    startSearchBacklog(deps.db);
  },
};
