"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import { summaryBatchSchema, type SummaryBatch } from "@/lib/contracts/summary-variant";
import { toBatchProgress } from "@/lib/view/summaries/batch-body";
import { BatchAftermath } from "./batch-aftermath";
import styles from "./summaries.module.css";

const POLL_MS = 1_000;

type BatchProgressProps = {
  batchId: string;
  /** Template names by id, for the finished batch's aftermath table. */
  templateNames: ReadonlyMap<string, string>;
  /** Called each time more variants ended, so the list shows them. */
  onProgress: () => void;
  onDismiss: () => void;
};

/**
 * A running batch's progress bar, read from the database through `GET /api/summary-batches/:id`
 * (so it survives a reload of the page and says "interrupted" after a server restart), then,
 * once it finished, its aftermath per template/variant.
 */
export function BatchProgress({
  batchId,
  templateNames,
  onProgress,
  onDismiss,
}: BatchProgressProps) {
  const [batch, setBatch] = useState<SummaryBatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ended = batch ? batch.progress.done + batch.progress.failed : 0;
  const view = batch ? toBatchProgress(batch) : null;

  useEffect(() => {
    if (view?.isFinished) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        fetchJson(`/api/summary-batches/${encodeURIComponent(batchId)}`, summaryBatchSchema, {
          signal: controller.signal,
          cache: "no-store",
        }).then(setBatch, (cause: unknown) => {
          if (!controller.signal.aborted)
            setError(cause instanceof Error ? cause.message : "The batch could not be read.");
        }),
      batch === null ? 0 : POLL_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [batchId, batch, view?.isFinished]);

  useEffect(() => {
    if (ended > 0) onProgress();
  }, [ended, onProgress]);

  return (
    <>
      <div className={styles.batch} data-testid="batch-progress" role="status">
        {error ? (
          <p className="form-error">{error}</p>
        ) : (
          <>
            <progress max={1} value={view?.fraction ?? 0} aria-label="Batch progress" />
            <span>{view?.words ?? "Queued…"}</span>
          </>
        )}
        {(view?.isFinished || error) && (
          <button type="button" className="button button-small" onClick={onDismiss}>
            Dismiss
          </button>
        )}
      </div>
      {view?.isFinished && <BatchAftermath batchId={batchId} templateNames={templateNames} />}
    </>
  );
}
