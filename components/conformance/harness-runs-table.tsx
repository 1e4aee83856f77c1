/** One column of a harness's runs table: the row's field, its header, and whether it is a number. */
export type RunsColumn<Row> = { key: keyof Row & string; label: string; isNumber?: boolean };

type RunsRow = { id: string; version: string; isProblem: boolean };

/**
 * The runs of one harness's lab on /conformance: one row per version and model (a few dozen:
 * a plain table), the version as the row's header, a problem row marked.
 */
export function HarnessRunsTable<Row extends RunsRow>({
  rows,
  columns,
  caption,
  testId,
}: {
  rows: Row[];
  columns: RunsColumn<Row>[];
  caption: string;
  testId: string;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table compact" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">version</th>
            {columns.map((c) => (
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
              {columns.map((c) => (
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
