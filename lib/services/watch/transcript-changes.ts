import type { TranscriptModel } from "../../transcript/model";

/**
 * "Transcript <id> changed": a followed file was imported, grew, or was stored again as a
 * whole (`replaces`: the id it had, now removed). Pages listen for it (GET /api/live/events).
 */
export type TranscriptChange = {
  workspaceId: string;
  transcriptId: string;
  kind: "imported" | "appended" | "reimported";
  replaces: string | null;
};

/** Lines appended to a stored transcript, with its longer model, for the hooks that follow. */
export type AppendedLines = {
  workspaceId: string;
  transcriptId: string;
  /** The appended lines, 1-based, both included. */
  fromLine: number;
  toLine: number;
  /** The whole model after the append; calls and entries from `fromLine` on are new. */
  model: TranscriptModel;
};

/**
 * Work that follows an append, a line each, run in order inside the transcript's workspace once
 * the lines are stored and before the change is announced (so a page that reloads on the event
 * sees it done). A hook that fails is logged; the append stays stored and the others run.
 */
export type AfterAppend = (appended: AppendedLines) => Promise<void>;

/** Listeners of changes in this process: one set, whatever bundle the listener lives in. */
export function createChangeFeed() {
  const listeners = new Set<(change: TranscriptChange) => void>();
  return {
    subscribe(listener: (change: TranscriptChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(change: TranscriptChange): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error("A listener of transcript changes failed:", error);
        }
      }
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
