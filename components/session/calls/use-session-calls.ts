"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { fetchJson } from "@/components/ui/fetch-json";
import { sessionCallsUrl } from "./session-calls-url";
import { apiCallRowSchema, type ApiCallRow } from "@/lib/contracts/transcript-summary";

const callsAnswerSchema = z.object({ calls: z.array(apiCallRowSchema) });

export type SessionCalls =
  | { status: "loading" }
  | { status: "ready"; calls: ApiCallRow[] }
  | { status: "error"; message: string };

/**
 * Every API call of a transcript, fetched once after the page shows: the page's first payload
 * stays small whatever the session's length, and the curve and calls table share one copy.
 * Fetched again when `revision` moves (its followed file grew); the calls shown stay until then.
 */
export function useSessionCalls(transcriptId: string, revision = 0): SessionCalls {
  // Keyed by transcript: another id shows "loading" until its own answer arrives.
  const [answer, setAnswer] = useState<{ id: string; calls: SessionCalls } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchJson(sessionCallsUrl(transcriptId), callsAnswerSchema, { signal: abort.signal }).then(
      ({ calls }) => setAnswer({ id: transcriptId, calls: { status: "ready", calls } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setAnswer({ id: transcriptId, calls: { status: "error", message } });
      },
    );
    return () => abort.abort();
  }, [transcriptId, revision]);
  return answer?.id === transcriptId ? answer.calls : { status: "loading" };
}
