"use client";

import { useCallback, useRef, useState } from "react";
import { apiErrorSchema } from "@/lib/contracts/transcript-summary";
import type { NewSummaryBody } from "@/lib/view/summaries/new-summary-body";
import { parseSse } from "@/lib/view/summaries/parse-sse";
import {
  applyStreamEvent,
  INITIAL_STREAM_STATE,
  type StreamState,
} from "@/lib/view/summaries/stream-state";
import { summariesUrl, variantUrl } from "./summaries-urls";

type Failure = { code: string; message: string };

async function readFailure(response: Response): Promise<Failure> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? parsed.data.error
    : { code: "http", message: `The server answered ${response.status}.` };
}

/**
 * Makes one summary with `Accept: text/event-stream` and follows it: the new row, the text
 * as it arrives with its tokens, then the end. Closing the stream (a new summary, leaving the
 * page) does not cancel it on the server; `cancel()` does, through DELETE.
 */
export function useSummaryStream(transcriptId: string, point: string, onEnd: () => void) {
  const [state, setState] = useState<StreamState | null>(null);
  const readerRef = useRef<AbortController | null>(null);
  const variantIdRef = useRef<string | null>(null);

  const start = useCallback(
    async (body: NewSummaryBody) => {
      readerRef.current?.abort();
      const controller = new AbortController();
      readerRef.current = controller;
      variantIdRef.current = null;
      let current = INITIAL_STREAM_STATE;
      const update = (next: StreamState) => {
        current = next;
        if (next.variant) variantIdRef.current = next.variant.id;
        if (!controller.signal.aborted) setState(next);
      };
      update(current);
      try {
        const response = await fetch(summariesUrl(transcriptId, point), {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!response.ok || response.body === null) {
          update({ ...current, phase: "failed", failure: await readFailure(response) });
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let rest = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSse(rest + value);
          rest = parsed.rest;
          for (const event of parsed.events) current = applyStreamEvent(current, event);
          for (const problem of parsed.problems) console.warn(`summaries stream: ${problem}`);
          update(current);
        }
        if (current.phase === "connecting" || current.phase === "streaming") {
          update({
            ...current,
            phase: "failed",
            failure: { code: "network", message: "The stream ended before the summary did." },
          });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        update({
          ...current,
          phase: "failed",
          failure: { code: "network", message: error instanceof Error ? error.message : "" },
        });
      } finally {
        if (!controller.signal.aborted) onEnd();
      }
    },
    [transcriptId, point, onEnd],
  );

  const cancel = useCallback(async () => {
    const id = variantIdRef.current;
    if (id === null) {
      readerRef.current?.abort();
      setState(null);
      return;
    }
    // DELETE cancels a running variant and removes it (the contract); 404: already gone.
    const response = await fetch(variantUrl(transcriptId, point, id), { method: "DELETE" });
    const failure =
      response.ok || response.status === 404
        ? { code: "cancelled", message: "" }
        : await readFailure(response);
    readerRef.current?.abort();
    setState((previous) => previous && { ...previous, phase: "failed", failure });
    onEnd();
  }, [transcriptId, point, onEnd]);

  const dismiss = useCallback(() => {
    readerRef.current?.abort();
    setState(null);
  }, []);

  return { state, start, cancel, dismiss };
}
