import { stat } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../../db/generated/client";
import {
  appendToTranscript,
  findLiveFile,
  findOtherFollower,
  loadStoredTail,
  saveLiveFile,
  type LiveFileRow,
} from "../../db/live-files";
import { ingestFile } from "../ingest/ingest-file";
import {
  completeLinesEnd,
  hashWindow,
  readRange,
  readWindows,
  tailRange,
  windowsOf,
} from "./file-windows";
import { appendLines, encodeFedEntries, feedTail, startTail, type LiveTail } from "./live-tail";
import { readCompleteLines } from "./read-complete-lines";
import type { AppendedLines, TranscriptChange } from "./transcript-changes";

export type FollowDeps = {
  db: PrismaClient;
  workspaceId: string;
  maxBytes: number;
  /** Builder states of followed files in this process, by workspace and path. */
  tails: Map<string, LiveTail>;
  deleteTranscript(id: string): Promise<unknown>;
  afterAppend(appended: AppendedLines): Promise<void>;
  announce(change: Omit<TranscriptChange, "workspaceId">): void;
};

/** What one look at a file did, in words for the log (null: nothing to do). */
export type FollowOutcome = {
  did: "imported" | "appended" | "reimported" | "skipped" | "waits";
  why: string;
} | null;

/**
 * Brings one followed file's stored transcript up to date with the file: a new file is
 * imported (its complete lines), appended lines extend the same transcript, and a file that
 * shrank or whose stored bytes changed (its head or tail window) is imported again as a whole,
 * never patched. A line without its newline waits. Run one at a time per file.
 */
export async function followFile(deps: FollowDeps, file: string): Promise<FollowOutcome> {
  const size = (await stat(file)).size;
  const row = await findLiveFile(deps.db, file);
  if (row === null) return importWhole(deps, file, size, null);
  if (row.transcriptId === null) {
    return size === row.offset ? null : importWhole(deps, file, size, row);
  }
  if (size < row.offset) return importWhole(deps, file, size, row, "it shrank");
  const now = await readWindows(file, row.offset);
  if (now.headHash !== row.headHash || now.tailHash !== row.tailHash) {
    return importWhole(deps, file, size, row, "its stored lines changed");
  }
  if (size === row.offset) return null;
  const grown = await readRange(file, row.offset, size);
  const end = completeLinesEnd(grown);
  if (end === 0) return { did: "waits", why: "a line without its newline yet" };
  return appendGrown(
    deps,
    file,
    row as LiveFileRow & { transcriptId: string },
    grown.subarray(0, end),
  );
}

const keyOf = (deps: FollowDeps, file: string) => `${deps.workspaceId}\n${file}`;

async function appendGrown(
  deps: FollowDeps,
  file: string,
  row: LiveFileRow & { transcriptId: string },
  bytes: Uint8Array,
): Promise<FollowOutcome> {
  const key = keyOf(deps, file);
  let tail = deps.tails.get(key);
  if (tail === undefined || tail.transcriptId !== row.transcriptId || tail.offset !== row.offset) {
    const resumed = await resumeTail(deps, file, row);
    if (typeof resumed === "string") return importWhole(deps, file, row.offset, row, resumed);
    tail = resumed;
  }
  deps.tails.delete(key); // a failure below leaves the builder past what is stored
  const { part, commit } = await appendLines(tail, bytes);
  // Read back from the file: a rewrite meanwhile shows as a changed window on the next look.
  const tailHash = hashWindow(await readRange(file, ...tailRange(tail.offset)));
  await appendToTranscript(deps.db, row.transcriptId, {
    ...part,
    live: { path: file, from: row.offset, offset: tail.offset, tailHash },
  });
  commit();
  deps.tails.set(key, tail);
  const appended = { fromLine: part.piece.firstLine, toLine: part.piece.lastLine };
  await deps.afterAppend({
    workspaceId: deps.workspaceId,
    transcriptId: row.transcriptId,
    ...appended,
    model: part.model,
  });
  deps.announce({ transcriptId: row.transcriptId, kind: "appended", replaces: null });
  return { did: "appended", why: `lines ${appended.fromLine}-${appended.toLine}` };
}

/**
 * The builder state of a stored file, read again from the file (after a restart or an import):
 * its stored bytes parsed, not stored again. A reason instead when the file no longer holds
 * what was stored, or the store no longer holds the transcript as it was followed.
 */
async function resumeTail(
  deps: FollowDeps,
  file: string,
  row: LiveFileRow & { transcriptId: string },
): Promise<LiveTail | string> {
  const stored = await loadStoredTail(deps.db, row.transcriptId);
  if (stored === null) return "its transcript is gone";
  const tail = startTail(row.transcriptId);
  const { lines, read } = readCompleteLines(file, row.offset);
  for await (const bytes of lines) feedTail(tail, bytes);
  const windows = windowsOf(read.head, read.tail);
  if (
    read.bytes !== row.offset ||
    windows.headHash !== row.headHash ||
    windows.tailHash !== row.tailHash
  ) {
    return "its stored lines changed";
  }
  if (tail.builder.progress.lines !== stored.lastLine)
    return "its stored lines do not match the file";
  if (stored.restOffset === null) {
    await encodeFedEntries(tail); // a model stored as one stream: split on this first append
  } else {
    tail.entriesGzip = stored.modelBlob.subarray(0, stored.restOffset);
    const model = tail.builder.snapshot();
    tail.entryCount = model.entries.length;
    tail.lastEntry = model.entries.at(-1) ?? null;
    tail.fresh.length = 0;
  }
  tail.nextSeq = stored.nextSeq;
  tail.lastLine = stored.lastLine;
  return tail;
}

/**
 * Imports the file's complete lines through the upload path, as `npm run import` does, and
 * follows it from there. Stored again as a whole (`row` had a transcript), the new transcript
 * replaces the old one, removed once the file points at its successor.
 */
async function importWhole(
  deps: FollowDeps,
  file: string,
  size: number,
  row: LiveFileRow | null,
  why = "a new file",
): Promise<FollowOutcome> {
  deps.tails.delete(keyOf(deps, file));
  const { lines, read } = readCompleteLines(file, size);
  const outcome = await ingestFile(deps.db, {
    name: path.basename(file),
    body: lines,
    maxBytes: deps.maxBytes,
  });
  const windows = windowsOf(read.head, read.tail);
  const previous = row?.transcriptId ?? null;
  if (!outcome.ok) {
    // Not a transcript (or not yet): tried again once the file changes.
    await saveLiveFile(deps.db, file, {
      transcriptId: null,
      offset: size,
      ...windows,
      reason: outcome.error.message,
    });
    if (previous !== null) await deps.deleteTranscript(previous);
    return { did: "skipped", why: outcome.error.message };
  }
  const id = outcome.summary.id;
  const copyOf = outcome.duplicate ? await findOtherFollower(deps.db, id, file) : null;
  if (copyOf !== null) {
    // Two files with the same bytes share one transcript: the first one found is followed.
    const reason = `the same lines as ${copyOf}, followed already`;
    await saveLiveFile(deps.db, file, { transcriptId: null, offset: size, ...windows, reason });
    return { did: "skipped", why: reason };
  }
  await saveLiveFile(deps.db, file, {
    transcriptId: id,
    offset: read.bytes,
    ...windows,
    reason: null,
  });
  const replaces = previous !== null && previous !== id ? previous : null;
  if (replaces !== null) await deps.deleteTranscript(replaces);
  const kind = row?.transcriptId ? "reimported" : "imported";
  deps.announce({ transcriptId: id, kind, replaces });
  return { did: kind, why };
}
