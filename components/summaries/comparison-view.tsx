"use client";

import { useMemo } from "react";
import { parseSummarySections } from "@/lib/summaries/parse-summary-sections";
import { toMetricRows, type MetricDefinition } from "@/lib/view/summaries/metrics-table";
import { toProbeColumns } from "@/lib/view/summaries/probe-columns";
import { toSectionGrid } from "@/lib/view/summaries/section-grid";
import type { SummaryVariant } from "@/lib/contracts/summary-variant";
import { MetricsTable } from "./metrics-table";
import { ProbesPanel } from "./probes-panel";
import { SectionGrid } from "./section-grid";
import styles from "./summaries.module.css";
import { TextViewToggle } from "./text-view-toggle";
import { useTextView } from "./use-text-view";

type ComparisonViewProps = {
  /** The picked variants in the order picked; the first is the baseline of the diffs. */
  variants: SummaryVariant[];
  labels: string[];
  definitions: readonly MetricDefinition[];
  /** Where the probe route is, whether a model can be called, and what to do after. */
  probing: { transcriptId: string; point: string; canCallModel: boolean; onProbed: () => void };
};

/** Two to four summaries side by side: the nine sections row by row, then the metrics. */
export function ComparisonView({ variants, labels, definitions, probing }: ComparisonViewProps) {
  const rows = useMemo(
    () =>
      toSectionGrid(
        variants.map((variant, index) => ({
          variantId: variant.id,
          label: labels[index] ?? variant.id,
          sections: parseSummarySections(variant.text).sections,
        })),
      ),
    [variants, labels],
  );
  const metricRows = useMemo(
    () =>
      toMetricRows(
        definitions,
        variants.map((variant) => ({ variantId: variant.id, metrics: variant.metrics })),
      ),
    [definitions, variants],
  );
  const probeColumns = useMemo(() => toProbeColumns(variants, labels), [variants, labels]);
  const [textView, setTextView] = useTextView();
  return (
    <section
      className={styles.comparison}
      aria-labelledby="comparison-heading"
      data-testid="comparison"
    >
      <h3 id="comparison-heading">
        Comparison <span className="muted">{labels.join(" · ")}</span>
      </h3>
      <div className={styles.comparisonControls}>
        <TextViewToggle view={textView} onChange={setTextView} />
        {textView === "diff" ? (
          <p className="muted">
            Words in <ins className={styles.added}>green</ins> are not in {labels[0]};{" "}
            <del className={styles.removed}>struck</del> ones are in {labels[0]} but not here.
          </p>
        ) : (
          <p className="muted">Each summary&apos;s own text, as written.</p>
        )}
      </div>
      <SectionGrid rows={rows} labels={labels} view={textView} />
      <h3>Metrics</h3>
      <MetricsTable rows={metricRows} labels={labels} />
      <ProbesPanel columns={probeColumns} {...probing} />
    </section>
  );
}
