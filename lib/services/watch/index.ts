import type { Capability } from "../capability";
import { readUploadLimit } from "../ingest/upload-limit";
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
    const afterAppend: AfterAppend[] = [];
    return createWatchService({ db: deps.db, maxBytes: readUploadLimit(), afterAppend });
  },
  startUpkeep({ deps }) {
    const folders = parseWatchFolders(process.env.WATCH);
    if (folders.length === 0) return;
    const service = deps.use(watchCapability);
    // The open mode's workspace: a team's members add folders of their own in the settings.
    for (const folder of folders) service.follow(folder);
    console.log(`Watch: following ${folders.join(", ")}`);
  },
};
