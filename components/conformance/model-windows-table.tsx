import type { ModelWindowGridRow } from "@/lib/view/conformance/to-model-window-grid";

const LABELS: Record<string, string> = {
  "200k": "200K",
  "1m": "1M",
  auto: "auto",
  failed: "failed",
};

/** Scenario 5: each model name's default window under each measured version (a few rows: no virtualisation). */
export function ModelWindowsTable({
  versions,
  rows,
}: {
  versions: string[];
  rows: ModelWindowGridRow[];
}) {
  return (
    <div className="table-scroll model-windows-wrap">
      <table className="data-table compact model-windows" data-testid="model-windows">
        <caption className="visually-hidden">
          Default window per model name and Claude Code version
        </caption>
        <thead>
          <tr>
            <th scope="col">model</th>
            {versions.map((version) => (
              <th scope="col" key={version} className="num">
                {version}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.model}>
              <th scope="row">
                <code>{row.model}</code>
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.version}
                  className={cell.engineDisagrees ? "num is-problem-cell" : "num"}
                  title={
                    cell.engineDisagrees ? "the engine disagrees: see the notes below" : undefined
                  }
                >
                  {LABELS[cell.window] ?? cell.window}
                  {cell.engineDisagrees ? " ✗" : ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
