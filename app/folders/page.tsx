import type { Metadata } from "next";
import { AddFolderForm } from "@/components/folders/add-folder-form";
import { FoldersTable } from "@/components/folders/folders-table";
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
      {folders.length > 0 && <FoldersTable rows={toFolderRows(folders)} />}
      {!isTeam && <AddFolderForm />}
    </div>
  );
}
