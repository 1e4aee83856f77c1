import type { CodexTableRow } from "@/lib/view/conformance/to-codex-rows";

const COLUMNS: Array<{ key: keyof CodexTableRow; label: string; isNumber?: boolean }> = [
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

/** The Codex CLI rows of the matrix: one per version and model (a few dozen: a plain table). */
export function CodexTable({ rows }: { rows: CodexTableRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table compact" data-testid="codex-matrix">
        <caption className="visually-hidden">
          Codex CLI versions measured against a stand-in for the Responses API
        </caption>
        <thead>
          <tr>
            <th scope="col">version</th>
            {COLUMNS.map((c) => (
              <th scope="col" key={c.key} className={c.isNumber ? "num" : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.isProblem ? "is-problem" : undefined}>
              <th scope="row">{row.version}</th>
              {COLUMNS.map((c) => (
                <td key={c.key} className={c.isNumber ? "num" : undefined}>
                  {String(row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
