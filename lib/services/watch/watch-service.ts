import type { PrismaClient } from "../../db/generated/client";
import { deleteTranscript } from "../../db/transcript-queries";
import { DEFAULT_WORKSPACE_ID, readScope, runInWorkspace } from "../../db/workspace-scope";
import { followFile } from "./follow-file";
import type { LiveTail } from "./live-tail";
import {
  createChangeFeed,
  type AfterAppend,
  type AppendedLines,
  type TranscriptChange,
} from "./transcript-changes";
import { watchFolders, type WatchedFolder } from "./watch-folders";

export type WatchDeps = {
  db: () => PrismaClient;
  maxBytes: number;
  /** The work that follows an append (index.ts lists it, a line each). */
  afterAppend: AfterAppend[];
  log?: (message: string) => void;
  pollMs?: number;
};

/**
 * Live folders: every `.jsonl` transcript under the followed folders is imported, grows with
 * its file (the same transcript id), and is stored again whole when the file is rewritten; a
 * deleted file leaves its stored session. Pages hear of each change (`subscribe`).
 */
export function createWatchService({ db, maxBytes, afterAppend, log, pollMs }: WatchDeps) {
  const feed = createChangeFeed();
  const tails = new Map<string, LiveTail>();
  const folders = new Map<string, WatchedFolder>();
  const say = log ?? ((message: string) => console.log(message));
  let watcher: ReturnType<typeof watchFolders> | null = null;

  async function runAfterAppend(appended: AppendedLines): Promise<void> {
    for (const hook of afterAppend) {
      await hook(appended).catch((error: unknown) => {
        console.error(`After the append to ${appended.transcriptId}:`, error);
      });
    }
  }

  async function follow(file: string, workspaceId: string): Promise<void> {
    const outcome = await runInWorkspace(workspaceId, () =>
      followFile(
        {
          db: db(),
          workspaceId,
          maxBytes,
          tails,
          deleteTranscript: (id) => deleteTranscript(db(), id),
          afterAppend: runAfterAppend,
          announce: (change) => feed.announce({ ...change, workspaceId }),
        },
        file,
      ),
    );
    if (outcome !== null && outcome.did !== "appended")
      say(`Watch: ${file}: ${outcome.did} (${outcome.why})`);
  }

  return {
    /** Follows `folder` for `workspaceId` from now on (WATCH at start-up; the settings). */
    follow(folder: string, workspaceId: string = DEFAULT_WORKSPACE_ID): void {
      folders.set(`${workspaceId}\n${folder}`, { folder, workspaceId });
      watcher ??= watchFolders({ folders: () => [...folders.values()], follow, log: say, pollMs });
      watcher.lookNow();
    },
    /** The folders followed, as given. */
    folders(): WatchedFolder[] {
      return [...folders.values()];
    },
    /** Hears of every change in this process (other parts' work); returns the way to stop. */
    subscribe(listener: (change: TranscriptChange) => void): () => void {
      return feed.subscribe(listener);
    },
    /**
     * Hears of the changes the current request may see (its workspace's; in the open mode,
     * every one), of one transcript when `transcriptId` is given (also its re-import).
     */
    listen(listener: (change: TranscriptChange) => void, transcriptId?: string): () => void {
      const workspaceId = readScope()?.workspaceId ?? null;
      return feed.subscribe((change) => {
        if (workspaceId !== null && change.workspaceId !== workspaceId) return;
        const isOther = change.transcriptId !== transcriptId && change.replaces !== transcriptId;
        if (transcriptId !== undefined && isOther) return;
        listener(change);
      });
    },
    async stop(): Promise<void> {
      await watcher?.stop();
      watcher = null;
    },
  };
}

export type WatchService = ReturnType<typeof createWatchService>;
