import type { FolderRow } from "@/lib/view/folders/describe-folders";
import styles from "./folders.module.css";
import { RemoveFolderButton } from "./remove-folder-button";

/** The followed folders, where each comes from, and a way to stop following those added here. */
export function FoldersTable({ rows }: { rows: FolderRow[] }) {
  return (
    <table className={styles.table} data-testid="folders">
      <thead>
        <tr>
          <th scope="col">Folder</th>
          <th scope="col">From</th>
          <th scope="col" aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="mono">{row.path}</td>
            <td>{row.origin}</td>
            <td>
              {row.removableId && <RemoveFolderButton id={row.removableId} path={row.path} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
