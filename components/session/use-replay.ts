"use client";

import { useEffect, useState } from "react";
import { ApiRequestError, fetchJson } from "@/components/ui/fetch-json";
import { inspectorReplaySchema, type InspectorReplay } from "@/lib/contracts/inspector-replay";

/**
 * Changes that land together (a preset, a reset, a quick second edit) send one replay. Short:
 * the panel commits a number on Enter or blur, never per keystroke, and the whole update has
 * 300 ms on a 10,000-call session.
 */
const DEBOUNCE_MS = 40;
const RETRY_AFTER_OVERLOAD_MS = 1_000;

export type ReplayState = {
  /** The latest result; kept while a newer one loads so the curve never blanks. */
  result: InspectorReplay | null;
  isLoading: boolean;
  /** Why the latest request failed (the server's 422 names the constant), or null. */
  error: string | null;
};

type Pending = { promise: Promise<InspectorReplay>; abort: AbortController };

/** Requests started before React renders the change that needs them (`prefetchReplay`). */
const prefetched = new Map<string, Pending>();
/**
 * Requests on the wire, with how many hooks wait for each: two views asking for the same replay
 * at once (the page's and the baseline's, equal under the default constants) share one fetch.
 */
const inFlight = new Map<string, Pending & { waiting: number }>();
/** `revision`: how many times the transcript grew since the page opened (a followed file). */
const keyOf = (transcriptId: string, body: string, revision: number) =>
  `${transcriptId}\n${revision}\n${body}`;

function takeReplay(transcriptId: string, body: string, revision: number): Pending {
  const key = keyOf(transcriptId, body, revision);
  const shared = inFlight.get(key);
  if (shared) {
    shared.waiting++;
    return shared;
  }
  const pending = prefetched.get(key) ?? startReplay(transcriptId, body);
  prefetched.delete(key);
  const entry = { ...pending, waiting: 1 };
  inFlight.set(key, entry);
  const settled = () => {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  };
  pending.promise.then(settled, settled);
  return entry;
}

/** A hook no longer waits: the request is cancelled once no hook does. */
function releaseReplay(key: string, pending: Pending): void {
  const entry = inFlight.get(key);
  if (entry !== pending) return;
  entry.waiting--;
  if (entry.waiting > 0) return;
  inFlight.delete(key);
  entry.abort.abort();
}

function startReplay(transcriptId: string, body: string): Pending {
  const abort = new AbortController();
  const promise = fetchJson(
    // gzip-compressed once by the replay worker, decompressed natively (`fetchJson`).
    `/api/transcripts/${encodeURIComponent(transcriptId)}/replay?view=inspector&encoding=gzip`,
    inspectorReplaySchema,
    { method: "POST", headers: { "content-type": "application/json" }, body, signal: abort.signal },
  );
  // Whoever takes it handles the outcome; an untaken one must not be an unhandled rejection.
  promise.catch(() => {});
  return { promise, abort };
}

/**
 * Sends the replay a constants change will need at once, before the URL and every view
 * re-render: the server computes while the browser draws. Only the latest request of a
 * transcript is kept; an earlier one is cancelled.
 */
export function prefetchReplay(transcriptId: string, body: string, revision = 0): void {
  const key = keyOf(transcriptId, body, revision);
  if (prefetched.has(key)) return;
  for (const [other, pending] of prefetched) {
    if (other.startsWith(`${transcriptId}\n`)) {
      pending.abort.abort();
      prefetched.delete(other);
    }
  }
  prefetched.set(key, startReplay(transcriptId, body));
}

/**
 * Replays the transcript whenever the request changes: debounced (unless the request was
 * prefetched), the previous request aborted, a 503 `overloaded` retried after a second.
 * `requestBody` is the request as JSON text (see `toReplayRequest`): equal text, one replay.
 */
export function useReplay(transcriptId: string, requestBody: string, revision = 0) {
  const [state, setState] = useState<ReplayState>({ result: null, isLoading: true, error: null });

  useEffect(() => {
    let isCancelled = false;
    let current: Pending | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      current = takeReplay(transcriptId, requestBody, revision);
      setState((previous) => ({ ...previous, isLoading: true }));
      current.promise.then(
        (result) => {
          if (!isCancelled) setState({ result, isLoading: false, error: null });
        },
        (error: unknown) => {
          if (isCancelled) return;
          if (error instanceof ApiRequestError && error.code === "overloaded") {
            timer = setTimeout(send, RETRY_AFTER_OVERLOAD_MS);
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          setState((previous) => ({ ...previous, isLoading: false, error: message }));
        },
      );
    };
    // A request already under way (prefetched, or another view's) is taken at once, not a
    // timer's task later: a prefetched answer that came before the inspector mounted is
    // shared by its views, which take it in one commit, before its flight is forgotten.
    const key = keyOf(transcriptId, requestBody, revision);
    if (prefetched.has(key) || inFlight.has(key)) send();
    else timer = setTimeout(send, DEBOUNCE_MS);
    return () => {
      isCancelled = true;
      if (current) releaseReplay(key, current);
      clearTimeout(timer);
    };
  }, [transcriptId, requestBody, revision]);

  return state;
}
