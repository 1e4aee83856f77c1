"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { useFetchedJson } from "@/components/ui/use-fetched-json";
import { BATCH_AFTERMATH_DEFINITION } from "@/lib/compaction/aftermath/definitions";
import { batchAftermathSchema } from "@/lib/contracts/summary-batch-aftermath";
import { toBatchAftermathView } from "@/lib/view/summaries/batch-aftermath";
import { batchAftermathColumns } from "./batch-aftermath-columns";
import { AftermathFoot } from "./aftermath-foot";
import styles from "./summaries.module.css";

/**
 * A finished batch's aftermath per template/variant, the one that re-spent least on the facts
 * it missed first, with its definition and the table's exports.
 */
export function BatchAftermath({
  batchId,
  templateNames,
}: {
  batchId: string;
  templateNames: ReadonlyMap<string, string>;
}) {
  const base = `/api/summary-batches/${encodeURIComponent(batchId)}/aftermath`;
  const answer = useFetchedJson(base, batchAftermathSchema);
  const columns = useMemo(() => batchAftermathColumns(), []);
  const rows = useMemo(
    () => (answer.status === "ready" ? toBatchAftermathView(answer.value.rows, templateNames) : []),
    [answer, templateNames],
  );
  return (
    <section
      className={styles.batchAftermath}
      aria-label="Batch aftermath"
      data-testid="batch-aftermath"
    >
      <AftermathFoot
        title={BATCH_AFTERMATH_DEFINITION.title}
        definition={BATCH_AFTERMATH_DEFINITION.definition}
        base={base}
      />
      {answer.status === "loading" && (
        <p className="muted" role="status">
          Scoring the batch against the aftermath…
        </p>
      )}
      {answer.status === "error" && <p className="form-error">{answer.message}</p>}
      {answer.status === "ready" && (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          caption="The batch's aftermath per variant, least re-spent on missed facts first"
          testId="batch-aftermath-table"
          className="compact"
        />
      )}
    </section>
  );
}
