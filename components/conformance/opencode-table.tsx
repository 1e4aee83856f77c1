import type { OpenCodeTableRow } from "@/lib/view/conformance/to-opencode-rows";
import { HarnessRunsTable, type RunsColumn } from "./harness-runs-table";

const COLUMNS: RunsColumn<OpenCodeTableRow>[] = [
  { key: "model", label: "model" },
  { key: "limits", label: "limits" },
  { key: "threshold", label: "threshold", isNumber: true },
  { key: "headroom", label: "headroom" },
  { key: "compaction", label: "compaction" },
  { key: "engine", label: "engine" },
  { key: "status", label: "status" },
];

/** The OpenCode rows of the matrix: one per version and model. */
export function OpenCodeTable({ rows }: { rows: OpenCodeTableRow[] }) {
  return (
    <HarnessRunsTable
      rows={rows}
      columns={COLUMNS}
      caption="OpenCode versions measured against a stand-in OpenAI-compatible provider"
      testId="opencode-matrix"
    />
  );
}
