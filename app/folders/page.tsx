import type { Metadata } from "next";
import { AddFolderForm } from "@/components/folders/add-folder-form";
import { RemoveFolderButton } from "@/components/folders/remove-folder-button";
import { describeFolders, toFolderRows } from "@/lib/view/folders/describe-folders";
import { services } from "@/lib/server";

export const metadata: Metadata = { title: "Live folders" };

/** Folders followed live: `WATCH=`'s and those added here; new and growing sessions appear by themselves. */
export default async function FoldersPage() {
  const { watch } = services();
  const folders = await watch.listFolders();
  const isTeam = !watch.canChangeFolders();
  return (
    <div className="session">
      <header>
        <h1>Live folders</h1>
        <p className="muted" data-testid="folders-summary">
          {describeFolders(folders, isTeam)}
        </p>
      </header>
      {folders.length > 0 && (
        <table className="panel" data-testid="folders">
          <thead>
            <tr>
              <th scope="col">Folder</th>
              <th scope="col">From</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {toFolderRows(folders).map((row) => (
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
      )}
      {!isTeam && <AddFolderForm />}
    </div>
  );
}
