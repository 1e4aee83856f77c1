import type { UploadOutcome } from "@/lib/view/uploads/upload-answer";

/**
 * The upload queue as a pure reducer: files wait, at most MAX_PARALLEL_UPLOADS send at once,
 * each goes sending -> parsing (all bytes sent, the server finishing) -> done or failed.
 * The component that owns the XMLHttpRequests only dispatches what happened.
 */
const MAX_PARALLEL_UPLOADS = 3;

export type UploadStatus = "queued" | "sending" | "parsing" | "done" | "failed" | "cancelled";

export type UploadItem = {
  /** The client-chosen uploadId, also the key of the row. */
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  bytesSent: number;
  /** From polling `GET /api/uploads/:id`: how far the server has parsed. */
  recordsParsed: number;
  outcome: UploadOutcome | null;
};

export type UploadAction =
  | { type: "add"; files: { id: string; name: string; size: number }[] }
  | { type: "start"; id: string }
  | { type: "sent"; id: string; bytesSent: number }
  | { type: "parsed"; id: string; records: number }
  | { type: "uploaded"; id: string }
  | { type: "finish"; id: string; outcome: UploadOutcome }
  | { type: "cancel"; id: string }
  | { type: "clearFinished" };

const FINISHED: readonly UploadStatus[] = ["done", "failed", "cancelled"];

export function isFinished(item: UploadItem): boolean {
  return FINISHED.includes(item.status);
}

export function isInFlight(item: UploadItem): boolean {
  return item.status === "sending" || item.status === "parsing";
}

export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case "add":
      return [
        ...items,
        ...action.files.map((file) => ({
          ...file,
          status: "queued" as const,
          bytesSent: 0,
          recordsParsed: 0,
          outcome: null,
        })),
      ];
    case "clearFinished":
      return items.filter((item) => !isFinished(item));
    default:
      return items.map((item) => (item.id === action.id ? applyToItem(item, action) : item));
  }
}

function applyToItem(item: UploadItem, action: UploadAction): UploadItem {
  // Late events (a progress poll answering after the upload finished) must not undo the end.
  if (isFinished(item)) return item;
  switch (action.type) {
    case "start":
      return item.status === "queued" ? { ...item, status: "sending" } : item;
    case "sent":
      return {
        ...item,
        bytesSent: Math.max(item.bytesSent, Math.min(action.bytesSent, item.size)),
      };
    case "parsed":
      return { ...item, recordsParsed: Math.max(item.recordsParsed, action.records) };
    case "uploaded":
      return item.status === "sending"
        ? { ...item, status: "parsing", bytesSent: item.size }
        : item;
    case "finish":
      return { ...item, status: action.outcome.ok ? "done" : "failed", outcome: action.outcome };
    case "cancel":
      return { ...item, status: "cancelled" };
    default:
      return item;
  }
}

/** The queued uploads to start now, oldest first, filling the free parallel slots. */
export function uploadsToStart(items: readonly UploadItem[], max = MAX_PARALLEL_UPLOADS): string[] {
  const free = max - items.filter(isInFlight).length;
  if (free <= 0) return [];
  return items
    .filter((item) => item.status === "queued")
    .slice(0, free)
    .map((item) => item.id);
}
