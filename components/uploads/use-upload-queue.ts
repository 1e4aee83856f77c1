"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { pollUploadProgress, sendUpload } from "@/components/uploads/send-upload";
import { parseUploadAnswer } from "@/lib/view/uploads/upload-answer";
import {
  isInFlight,
  uploadQueueReducer,
  uploadsToStart,
  type UploadItem,
} from "@/lib/view/uploads/upload-queue";

export type UploadQueue = {
  items: UploadItem[];
  addFiles(files: Iterable<File>): void;
  cancel(id: string): void;
  clearFinished(): void;
};

/**
 * Owns the upload queue: the pure reducer decides what runs; this hook starts the requests,
 * feeds their events back, and refreshes the page's server data after each stored file.
 * Used once, by UploadQueueProvider in the root layout.
 */
export function useUploadQueue(): UploadQueue {
  const router = useRouter();
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const files = useRef(new Map<string, File>());
  const stops = useRef(new Map<string, () => void>());

  const addFiles = useCallback((picked: Iterable<File>) => {
    const added = [...picked].map((file) => {
      const id = crypto.randomUUID();
      files.current.set(id, file);
      return { id, name: file.name, size: file.size };
    });
    if (added.length) dispatch({ type: "add", files: added });
  }, []);

  useEffect(() => {
    for (const id of uploadsToStart(items)) {
      const file = files.current.get(id);
      if (!file || stops.current.has(id)) continue;
      dispatch({ type: "start", id });
      const stopPolling = pollUploadProgress(id, (progress) => {
        dispatch({ type: "parsed", id, records: progress.records });
        // The server receiving it went away (its progress stopped): the request may never
        // answer, so it ends here, saying so in the server's words.
        if (progress.status === "stalled") {
          stops.current.get(id)?.();
          const message = `The upload stalled: ${progress.failure ?? "the server stopped answering"}.`;
          dispatch({ type: "finish", id, outcome: { ok: false, code: "stalled", message } });
        }
      });
      const finish = () => {
        stopPolling();
        stops.current.delete(id);
        files.current.delete(id);
      };
      const abort = sendUpload(file, id, {
        onSent: (bytesSent) => dispatch({ type: "sent", id, bytesSent }),
        onUploaded: () => dispatch({ type: "uploaded", id }),
        onAnswer: (status, bodyText) => {
          finish();
          const outcome = parseUploadAnswer(status, bodyText);
          dispatch({ type: "finish", id, outcome });
          if (outcome.ok) router.refresh();
        },
        onNetworkError: (message) => {
          finish();
          dispatch({ type: "finish", id, outcome: { ok: false, code: "network", message } });
        },
      });
      stops.current.set(id, () => {
        abort();
        finish();
      });
    }
  }, [items, router]);

  // The queue lives in the root layout, so moving between pages never stops an upload; closing
  // or reloading the tab would, so the browser asks first while anything is unfinished.
  const isBusy = items.some((item) => item.status === "queued" || isInFlight(item));
  useEffect(() => {
    if (!isBusy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isBusy]);

  const cancel = useCallback((id: string) => {
    stops.current.get(id)?.();
    files.current.delete(id);
    dispatch({ type: "cancel", id });
  }, []);

  const clearFinished = useCallback(() => dispatch({ type: "clearFinished" }), []);

  return { items, addFiles, cancel, clearFinished };
}
