import type { CodexTableRow } from "@/lib/view/conformance/to-codex-rows";
import { HarnessRunsTable, type RunsColumn } from "./harness-runs-table";

const COLUMNS: RunsColumn<CodexTableRow>[] = [
  { key: "model", label: "model" },
  { key: "window", label: "window reported", isNumber: true },
  { key: "threshold", label: "threshold", isNumber: true },
  { key: "ofWindow", label: "of window", isNumber: true },
  { key: "checkedAt", label: "checked" },
  { key: "counting", label: "compares" },
  { key: "request", label: "compaction request" },
  { key: "rebuilt", label: "rebuilt history" },
  { key: "summary", label: "summary in the rollout" },
  { key: "engine", label: "engine" },
  { key: "status", label: "status" },
];

/** The Codex CLI rows of the matrix: one per version and model. */
export function CodexTable({ rows }: { rows: CodexTableRow[] }) {
  return (
    <HarnessRunsTable
      rows={rows}
      columns={COLUMNS}
      caption="Codex CLI versions measured against a stand-in for the Responses API"
      testId="codex-matrix"
    />
  );
}
