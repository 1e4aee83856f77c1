import type { Capability } from "../capability";
import { readUploadLimit } from "../ingest/upload-limit";
import { searchCapability } from "../search";
import type { AfterAppend } from "./transcript-changes";
import { parseWatchFolders } from "./watch-roots";
import { createWatchService, type WatchService } from "./watch-service";

/**
 * Live folders (`WATCH=~/.claude/projects`): files followed as they grow, and the changes
 * pages listen for. Watched by the web server that starts it, never by a queue worker.
 */
export const watchCapability: Capability<"watch", WatchService> = {
  id: "watch",
  create: (deps) => {
    /** What runs after each append, in order, a line each: `(appended) => ...`. */
    const afterAppend: AfterAppend[] = [
      (appended) =>
        deps
          .use(searchCapability)
          .indexAppended(appended.transcriptId, appended.fromLine, appended.toLine),
    ];
    return createWatchService({ db: deps.db, maxBytes: readUploadLimit(), afterAppend });
  },
  startUpkeep({ deps }) {
    const service = deps.use(watchCapability);
    const folders = parseWatchFolders(process.env.WATCH);
    for (const folder of folders) service.followFromEnv(folder);
    if (folders.length > 0) console.log(`Watch: following ${folders.join(", ")}`);
    void service.followSaved().catch((error: unknown) => {
      console.error("Watch: the folders added in the app could not be read:", error);
    });
  },
};
