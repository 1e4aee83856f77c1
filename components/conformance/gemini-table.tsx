import type { GeminiTableRow } from "@/lib/view/conformance/to-gemini-rows";
import { HarnessRunsTable, type RunsColumn } from "./harness-runs-table";

const COLUMNS: RunsColumn<GeminiTableRow>[] = [
  { key: "model", label: "model" },
  { key: "limit", label: "token limit", isNumber: true },
  { key: "threshold", label: "threshold", isNumber: true },
  { key: "ofLimit", label: "of limit", isNumber: true },
  { key: "compression", label: "compression" },
  { key: "engine", label: "engine" },
  { key: "status", label: "status" },
];

/** The Gemini CLI rows of the matrix: one per version and model. */
export function GeminiTable({ rows }: { rows: GeminiTableRow[] }) {
  return (
    <HarnessRunsTable
      rows={rows}
      columns={COLUMNS}
      caption="Gemini CLI versions measured against a stand-in for the Gemini API"
      testId="gemini-matrix"
    />
  );
}
