"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import {
  summaryRequestResponseSchema,
  type SummaryRequestResponse,
} from "@/lib/contracts/summary-request-response";
import type { ReplayRequest } from "@/lib/compaction/config/replay-request-schema";
import { RequestPanelBody } from "./request-panel-body";
import styles from "./request-panel.module.css";

type RequestPanelProps = {
  transcriptId: string;
  point: string;
  /** The page's profile and overrides: the request is the one under these constants. */
  replay: ReplayRequest;
};

type Loaded =
  { state: "done"; answer: SummaryRequestResponse } | { state: "failed"; message: string };

/**
 * The exact summarization request Claude Code would send at this point, collapsed: it is
 * fetched when the panel opens (the page's first payload stays small) and again when the
 * constants change while it is open.
 */
export function RequestPanel({ transcriptId, point, replay }: RequestPanelProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ key: string; load: Loaded } | null>(null);
  const body = JSON.stringify(replay);
  const url = `/api/transcripts/${encodeURIComponent(transcriptId)}/compactions/${encodeURIComponent(point)}/request`;
  const key = `${url} ${body}`;
  const current = loaded?.key === key ? loaded.load : null;
  useEffect(() => {
    if (!open || current !== null) return;
    const controller = new AbortController();
    fetchJson(url, summaryRequestResponseSchema, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      signal: controller.signal,
    }).then(
      (answer) => setLoaded({ key, load: { state: "done", answer } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setLoaded({ key, load: { state: "failed", message } });
      },
    );
    return () => controller.abort();
  }, [open, current, url, body, key]);
  return (
    <details
      className={styles.panel}
      data-testid="request-panel"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Summarization request</summary>
      {open && current === null && (
        <p className="muted" role="status" aria-busy="true">
          Building the request from the stored file…
        </p>
      )}
      {current?.state === "failed" && (
        <p className="text-warn" role="alert">
          {current.message}
        </p>
      )}
      {current?.state === "done" && <RequestPanelBody answer={current.answer} />}
    </details>
  );
}
