import type { FollowedFolder } from "../../contracts/live-folders";

export type FolderRow = { key: string; path: string; origin: string; removableId: string | null };

/** The folders as the page lists them: where each comes from, and whether it can be removed. */
export function toFolderRows(folders: FollowedFolder[]): FolderRow[] {
  return folders.map((folder) => ({
    key: folder.id ?? `WATCH:${folder.path}`,
    path: folder.path,
    origin: folder.from === "WATCH" ? "WATCH= at start-up" : "added here",
    removableId: folder.id,
  }));
}

/** The sentence above the list. */
export function describeFolders(folders: FollowedFolder[], isTeam: boolean): string {
  const what =
    folders.length === 0
      ? "No folder is followed yet."
      : `Following ${folders.length === 1 ? "1 folder" : `${folders.length} folders`}: every .jsonl transcript in them is imported, and grows in Sessions as its file does.`;
  const who = isTeam
    ? " On a team server, folders are set by whoever runs it (WATCH=)."
    : " Add a folder of this machine, such as ~/.claude/projects.";
  return what + who;
}
