import type { MeasuredVersion } from "@/lib/view/sources/measured-versions";
import styles from "./sources.module.css";

/** The released versions measured, one row each, anchored so a citation can land on a version. */
export function MeasuredVersionsTable({ versions }: { versions: readonly MeasuredVersion[] }) {
  return (
    <div className="table-scroll">
      <table className={`data-table compact ${styles.versions}`} data-testid="measured-versions">
        <caption className="visually-hidden">Claude Code versions measured</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Measured</th>
            <th scope="col">Build</th>
            <th scope="col">With a 200K window</th>
            <th scope="col">Replayed by</th>
            <th scope="col">Settings measured</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((entry) => (
            <tr key={entry.id} id={entry.id}>
              <th scope="row">{entry.version}</th>
              <td>
                <time dateTime={entry.measuredOn}>{entry.measuredOn}</time>
              </td>
              <td>{entry.build}</td>
              <td>{entry.finding}</td>
              <td>{entry.profile ?? "—"}</td>
              <td className={styles.settings}>{entry.settings.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
