import type { Capability } from "../capability";
import { transcriptsCapability } from "../transcripts";
import { createLinksService, type LinksService } from "./links-service";

/** Task calls linked to their subagents' transcripts, and subagents back to their parent. */
export const linksCapability: Capability<"links", LinksService> = {
  id: "links",
  create: (deps) =>
    createLinksService({
      db: deps.db,
      scopeKey: deps.scopeKey,
      transcripts: () => deps.use(transcriptsCapability),
    }),
};
