"use client";

import { useEffect, useState } from "react";
import { ApiRequestError, fetchJson } from "@/components/ui/fetch-json";
import type { ReplayResult } from "@/lib/compaction/replay-result";
import { replayResultSchema } from "@/lib/api/replay-result-schema";

/**
 * Changes that land together (a preset, a reset, a quick second edit) send one replay. Short:
 * the panel commits a number on Enter or blur, never per keystroke, and the whole update has
 * 300 ms on a 10,000-call session.
 */
const DEBOUNCE_MS = 40;
const RETRY_AFTER_OVERLOAD_MS = 1_000;

export type ReplayState = {
  /** The latest result; kept while a newer one loads so the curve never blanks. */
  result: ReplayResult | null;
  isLoading: boolean;
  /** Why the latest request failed (the server's 422 names the constant), or null. */
  error: string | null;
};

/**
 * Replays the transcript whenever the request changes: debounced, the previous request
 * aborted, a 503 `overloaded` retried after a second. `requestBody` is the request as JSON
 * text (see `toReplayRequest`): equal text, one replay.
 */
export function useReplay(transcriptId: string, requestBody: string) {
  const [state, setState] = useState<ReplayState>({ result: null, isLoading: true, error: null });

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      setState((previous) => ({ ...previous, isLoading: true }));
      fetchJson(`/api/transcripts/${encodeURIComponent(transcriptId)}/replay`, replayResultSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: requestBody,
        signal: abort.signal,
      }).then(
        (result) => setState({ result, isLoading: false, error: null }),
        (error: unknown) => {
          if (abort.signal.aborted) return;
          if (error instanceof ApiRequestError && error.code === "overloaded") {
            timer = setTimeout(send, RETRY_AFTER_OVERLOAD_MS);
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          setState((previous) => ({ ...previous, isLoading: false, error: message }));
        },
      );
    };
    timer = setTimeout(send, DEBOUNCE_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [transcriptId, requestBody]);

  return state;
}
