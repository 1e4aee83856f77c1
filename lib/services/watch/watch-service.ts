import type { PrismaClient } from "../../db/generated/client";
import { deleteTranscript } from "../../db/transcript-queries";
import {
  addWatchedFolder,
  listWatchedFolders,
  removeWatchedFolder,
} from "../../db/watched-folders";
import { isTeamMode } from "../../auth/team-mode";
import { checkFolder } from "./check-folder";
import type { FollowedFolder } from "../../contracts/live-folders";
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

export type FolderChange =
  { ok: true } | { ok: false; reason: string; code: "forbidden" | "invalid" };

/**
 * In team mode the server's disk is not its members' to choose from: folders are the
 * operator's (`WATCH=`). The open mode runs on the user's own machine, for the user.
 */
const TEAM_FOLDERS =
  "On a team server, live folders are set by whoever runs it (WATCH=), not from the app.";

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
  /** Folders of `WATCH=`, by key: a settings row of the same folder never stops them. */
  const fromEnv = new Set<string>();
  const keyOfFolder = (folder: string, workspaceId: string) => `${workspaceId}\n${folder}`;
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

  function startFollowing(folder: string, workspaceId: string): void {
    folders.set(keyOfFolder(folder, workspaceId), { folder, workspaceId });
    watcher ??= watchFolders({ folders: () => [...folders.values()], follow, log: say, pollMs });
    watcher.lookNow();
  }

  const currentWorkspace = () => readScope()?.workspaceId ?? DEFAULT_WORKSPACE_ID;

  return {
    /** Follows a `WATCH=` folder (the open mode's workspace) from now on. */
    followFromEnv(folder: string): void {
      fromEnv.add(keyOfFolder(folder, DEFAULT_WORKSPACE_ID));
      startFollowing(folder, DEFAULT_WORKSPACE_ID);
    },
    /** Follows the folders added in the settings, every workspace's (at start-up). */
    async followSaved(): Promise<void> {
      for (const row of await listWatchedFolders(db())) startFollowing(row.path, row.workspaceId);
    },
    /** The current workspace's followed folders: `WATCH=`'s, then those added. */
    async listFolders(): Promise<FollowedFolder[]> {
      const workspaceId = currentWorkspace();
      const env = [...folders.values()].filter(
        (entry) =>
          entry.workspaceId === workspaceId && fromEnv.has(keyOfFolder(entry.folder, workspaceId)),
      );
      const saved = await listWatchedFolders(db());
      return [
        ...env.map(({ folder }) => ({ id: null, path: folder, from: "WATCH" as const })),
        ...saved.map((row) => ({ id: row.id, path: row.path, from: "settings" as const })),
      ];
    },
    /** Whether folders may be added or removed in the app (not on a team server). */
    canChangeFolders(): boolean {
      return !isTeamMode();
    },
    /** Follows a folder the server can read, for the current workspace, from now on. */
    async addFolder(input: string): Promise<FolderChange> {
      if (isTeamMode()) return { ok: false, reason: TEAM_FOLDERS, code: "forbidden" };
      const checked = await checkFolder(input);
      if (!checked.ok) return { ok: false, reason: checked.reason, code: "invalid" };
      const row = await addWatchedFolder(db(), checked.folder);
      startFollowing(row.path, row.workspaceId);
      return { ok: true };
    },
    /** Stops following a folder added in the settings; its stored sessions stay. */
    async removeFolder(id: string): Promise<FolderChange | null> {
      if (isTeamMode()) return { ok: false, reason: TEAM_FOLDERS, code: "forbidden" };
      const row = await removeWatchedFolder(db(), id);
      if (row === null) return null;
      const key = keyOfFolder(row.path, row.workspaceId);
      if (!fromEnv.has(key)) folders.delete(key);
      return { ok: true };
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
