import type { UploadProgress } from "../../contracts/transcript-summary";
import type { UploadProgressRow } from "../../db/upload-progress";
import { formatBytes } from "../../disk-bytes";

/**
 * How long an unfinished upload may go unheard before it counts as dead: its receiving process
 * writes progress every 250 ms while bytes arrive and a heartbeat every UPLOAD_HEARTBEAT_MS
 * while it waits for them, so a minute of silence means that process or its client is gone.
 */
export const UPLOAD_STALL_MS = 60_000;
/** How often a live upload says so, however slowly its bytes come: six times per stall limit. */
export const UPLOAD_HEARTBEAT_MS = 10_000;

/** How long a finished upload's progress stays readable (the client's last poll). */
export const KEEP_DONE_MS = 60_000;
/** An unfinished progress row untouched this long is removed (it answers "stalled" until then). */
export const STALE_MS = 60 * 60_000;

/** An upload's error as its answer names it. */
export type UploadError = { code: string; message: string };

/**
 * Why an upload stopped short, in the sentence its progress answers.
 *
 * @example describeUploadFailure({ code: "upload_interrupted", message: "..." }, 12_300_000)
 * // "aborted by the client after 12.3 MB"
 */
export function describeUploadFailure(error: UploadError, bytesReceived: number): string {
  // A refusal may quote the file (an invalid line's reason), and PostgreSQL's text holds no NUL.
  const message = error.message.replaceAll("\u0000", "\uFFFD");
  const after = formatBytes(bytesReceived);
  switch (error.code) {
    case "upload_interrupted":
      return `aborted by the client after ${after}`;
    case "insufficient_storage":
      return `out of space after ${after}: ${message}`;
    case "internal":
      return `failed on the server after ${after}: ${message}`;
    default:
      return `refused: ${message}`;
  }
}

/**
 * The answer of `GET /api/uploads/:uploadId` for a stored row at `now`: `stored` once its
 * transcripts are stored, `failed` with the reason, `stalled` when nothing was heard of it for
 * longer than `stallMs` (a killed process writes no end), else `receiving`. `done` keeps its
 * old meaning for older clients: true only once stored.
 */
export function toUploadProgress(
  row: UploadProgressRow,
  uploadId: string,
  now: number,
  stallMs: number = UPLOAD_STALL_MS,
): UploadProgress {
  const { bytesReceived, records, files, done, failure } = row;
  const figures = { uploadId, bytesReceived, records, files, done };
  if (done) return { ...figures, status: "stored", failure: null };
  if (failure !== null) return { ...figures, status: "failed", failure };
  const silentMs = now - row.updatedAt.getTime();
  if (silentMs <= stallMs) return { ...figures, status: "receiving", failure: null };
  return {
    ...figures,
    status: "stalled",
    failure:
      `nothing heard of this upload for ${Math.round(silentMs / 1000)} s after ` +
      `${formatBytes(bytesReceived)}: the connection or the server receiving it went away, ` +
      `and nothing of it was stored`,
  };
}
