"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { useFetchedJson } from "@/components/ui/use-fetched-json";
import { EmptyState } from "@/components/ui/empty-state";
import { fetchJson } from "@/components/ui/fetch-json";
import { RECORDED_VARIANT_ID } from "@/lib/contracts/summary-variant";
import type { InspectorState } from "@/lib/view/session/inspector-url";
import { countRecordedPoints, toBatchBody } from "@/lib/view/summaries/batch-body";
import { MIN_COMPARED } from "@/lib/view/summaries/compare-param";
import type { MetricDefinition } from "@/lib/view/summaries/metrics-table";
import {
  toNewSummaryBody,
  type NewSummaryForm as FormValues,
} from "@/lib/view/summaries/new-summary-body";
import { modelsAnswerSchema, templatesAnswerSchema } from "@/lib/view/summaries/summary-api";
import { DEFAULT_BASELINE } from "@/lib/contracts/summary-baseline";
import {
  AFTERMATH_METRIC_ID,
  toColumnLabels,
  toVariantRows,
  type VariantRow,
} from "@/lib/view/summaries/variant-rows";
import { BatchProgress } from "./batch-progress";
import { ComparisonView } from "./comparison-view";
import { NewSummaryForm } from "./new-summary-form";
import { StreamingVariant } from "./streaming-variant";
import styles from "./summaries.module.css";
import { variantUrl } from "./summaries-urls";
import { useCompareIds } from "./use-compare-ids";
import { usePointVariants } from "./use-point-variants";
import { useSummaryStream } from "./use-summary-stream";
import { VariantsTable } from "./variants-table";

type SummariesSectionProps = {
  transcriptId: string;
  point: string;
  state: Pick<InspectorState, "profile" | "overrides">;
  /** From `?compare=`, read by the server page. */
  initialCompare: string[];
  /** The metric registry's words (SUMMARY_METRICS without its functions). */
  definitions: MetricDefinition[];
  /** Every point of the session, for a batch over its recorded ones. */
  allPoints: string[];
};

const batchCreatedSchema = z.object({ id: z.string() });

const OFFLINE_DEFAULTS: FormValues = {
  provider: "offline",
  model: "",
  baseline: DEFAULT_BASELINE,
  templateId: "",
  customInstructions: "",
};

/**
 * The Summaries section of a compaction point: its variants (the recorded one first), a form
 * for a new one that streams in, and the side-by-side comparison of the picked ones.
 */
export function SummariesSection({
  transcriptId,
  point,
  state,
  initialCompare,
  definitions,
  allPoints,
}: SummariesSectionProps) {
  const { state: variants, reload } = usePointVariants(transcriptId, point);
  const models = useFetchedJson("/api/llm/models", modelsAnswerSchema);
  const templates = useFetchedJson("/api/templates", templatesAnswerSchema);
  const { picked, toggle, setPicked } = useCompareIds(initialCompare);
  const stream = useSummaryStream(transcriptId, point, reload);

  const templateList = useMemo(
    () => (templates.status === "ready" ? templates.value.templates : []),
    [templates],
  );
  const templateNames = useMemo(
    () => new Map(templateList.map((t) => [t.id, t.name])),
    [templateList],
  );
  const list = useMemo(() => (variants.status === "ready" ? variants.variants : []), [variants]);
  const rows = useMemo(() => toVariantRows(list, templateNames), [list, templateNames]);

  // The new row appears as soon as the server made it; when it is done it joins the recorded
  // one in the comparison unless the user already picked two.
  const streamedId = stream.state?.variant?.id ?? null;
  const streamPhase = stream.state?.phase ?? null;
  useEffect(() => {
    if (streamedId !== null) reload();
  }, [streamedId, reload]);
  useEffect(() => {
    if (streamPhase !== "done" || streamedId === null || picked.length >= MIN_COMPARED) return;
    const hasRecorded = list.some((v) => v.id === RECORDED_VARIANT_ID && v.status === "done");
    if (!list.some((v) => v.id === streamedId && v.status === "done")) return;
    setPicked(
      hasRecorded
        ? [RECORDED_VARIANT_ID, streamedId]
        : [...picked.filter((id) => id !== streamedId), streamedId],
    );
  }, [streamPhase, streamedId, list, picked, setPicked]);

  const [batch, setBatch] = useState<{ id: string } | { error: string } | null>(null);
  const startBatch = useCallback(
    async (values: FormValues) => {
      try {
        const created = await fetchJson("/api/summary-batches", batchCreatedSchema, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(toBatchBody(values, transcriptId, allPoints)),
        });
        setBatch({ id: created.id });
      } catch (cause) {
        setBatch({ error: cause instanceof Error ? cause.message : "The batch was refused." });
      }
    },
    [transcriptId, allPoints],
  );

  const submit = useCallback(
    (values: FormValues) => void stream.start(toNewSummaryBody(values, point, state)),
    [stream, point, state],
  );
  const remove = useCallback(
    async (row: VariantRow) => {
      if (row.id === streamedId && row.isRunning) return stream.cancel();
      await fetch(variantUrl(transcriptId, point, row.id), { method: "DELETE" });
      if (picked.includes(row.id)) setPicked(picked.filter((id) => id !== row.id));
      reload();
    },
    [streamedId, stream, transcriptId, point, picked, setPicked, reload],
  );

  const shown = picked
    .map((id) => list.find((variant) => variant.id === id && variant.status === "done"))
    .filter((variant) => variant !== undefined);
  const labels = toColumnLabels(
    shown.map((v) => rows.find((row) => row.id === v.id) ?? { label: v.id }),
  );
  const isBusy = streamPhase === "connecting" || streamPhase === "streaming";
  const generated = list.filter((variant) => variant.id !== RECORDED_VARIANT_ID);

  return (
    <section
      className={`card ${styles.section}`}
      aria-labelledby="summaries-heading"
      data-testid="summaries"
    >
      <h2 id="summaries-heading" className={styles.title}>
        Summaries
      </h2>
      {variants.status === "loading" && (
        <p className="muted" role="status" aria-busy="true">
          Reading the summaries of this point…
        </p>
      )}
      {variants.status === "error" && (
        <p className="form-error" role="alert">
          The summaries could not be read: {variants.message}{" "}
          <button type="button" className="button button-small" onClick={reload}>
            Try again
          </button>
        </p>
      )}
      {rows.length > 0 && (
        <div className={styles.tableBlock}>
          <VariantsTable
            rows={rows}
            aftermathDefinition={
              definitions.find((d) => d.id === AFTERMATH_METRIC_ID)?.definition ?? ""
            }
            picked={picked}
            onToggle={toggle}
            onDelete={remove}
          />
        </div>
      )}
      {variants.status === "ready" && generated.length === 0 && stream.state === null && (
        <EmptyState title="No summaries yet: make one offline in a click" testId="summaries-empty">
          <p>
            The offline summarizer fills the nine sections from the transcript itself: no key, no
            cost.{" "}
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => submit(OFFLINE_DEFAULTS)}
            >
              Summarize offline
            </button>
          </p>
        </EmptyState>
      )}
      <NewSummaryForm
        models={models.status === "ready" ? models.value : null}
        templates={templateList}
        isBusy={isBusy}
        onSubmit={submit}
        batchCount={countRecordedPoints(allPoints)}
        onBatch={(values) => void startBatch(values)}
      />
      {batch !== null &&
        ("id" in batch ? (
          <BatchProgress
            key={batch.id}
            batchId={batch.id}
            templateNames={templateNames}
            onProgress={reload}
            onDismiss={() => setBatch(null)}
          />
        ) : (
          <p className="form-error" role="alert">
            The batch was not started: {batch.error}
          </p>
        ))}
      {models.status === "error" && (
        <p className="muted">The model list could not be read ({models.message}): offline only.</p>
      )}
      {stream.state && (
        <StreamingVariant
          state={stream.state}
          onCancel={() => void stream.cancel()}
          onDismiss={stream.dismiss}
        />
      )}
      {shown.length >= MIN_COMPARED ? (
        <ComparisonView
          variants={shown}
          labels={labels}
          definitions={definitions}
          probing={{
            transcriptId,
            point,
            canCallModel: models.status === "ready" && models.value.anthropic.configured,
            onProbed: reload,
          }}
        />
      ) : (
        list.length > 0 && (
          <p className="muted" data-testid="compare-hint">
            Tick two to four finished summaries to compare them side by side.
          </p>
        )
      )}
    </section>
  );
}
