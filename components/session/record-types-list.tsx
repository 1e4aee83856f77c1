import { formatInteger } from "@/lib/view/format/format-number";
import { toRecordTypeRows } from "@/lib/view/session/session-cards";

/** How many records of each type the file holds, unknown types included. */
export function RecordTypesList({ recordTypes }: { recordTypes: Record<string, number> }) {
  const rows = toRecordTypeRows(recordTypes);
  return (
    <section className="panel" aria-labelledby="record-types-heading">
      <h2 id="record-types-heading" className="panel-title">
        Record types
      </h2>
      {rows.length === 0 ? (
        <p className="muted panel-empty">No records.</p>
      ) : (
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col" data-align="end">
                Records
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.type}>
                <td className="mono">{row.type}</td>
                <td data-align="end">{formatInteger(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
