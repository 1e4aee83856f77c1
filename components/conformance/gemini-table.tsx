import type { GeminiTableRow } from "@/lib/view/conformance/to-gemini-rows";

const COLUMNS: Array<{ key: keyof GeminiTableRow; label: string; isNumber?: boolean }> = [
  { key: "model", label: "model" },
  { key: "limit", label: "token limit", isNumber: true },
  { key: "threshold", label: "threshold", isNumber: true },
  { key: "ofLimit", label: "of limit", isNumber: true },
  { key: "compression", label: "compression" },
  { key: "engine", label: "engine" },
  { key: "status", label: "status" },
];

/** The Gemini CLI rows of the matrix: one per version and model (a handful: a plain table). */
export function GeminiTable({ rows }: { rows: GeminiTableRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table compact" data-testid="gemini-matrix">
        <caption className="visually-hidden">
          Gemini CLI versions measured against a stand-in for the Gemini API
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
