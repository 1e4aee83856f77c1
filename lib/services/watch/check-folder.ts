import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import path from "node:path";
import { resolveFolder } from "./watch-roots";

export type FolderCheck = { ok: true; folder: string } | { ok: false; reason: string };

/**
 * Whether the server can follow `input` (`~` expanded): an absolute path once expanded, an
 * existing directory, that this server's process may list and enter. Said in words when not.
 */
export async function checkFolder(input: string, home?: string): Promise<FolderCheck> {
  if (input.includes("\u0000")) return { ok: false, reason: "A folder path holds no NUL." };
  const isHome = input === "~" || input.startsWith("~/");
  if (!isHome && !path.isAbsolute(input))
    return { ok: false, reason: `"${input}" is not an absolute path (or ~/…).` };
  const folder = resolveFolder(input, home);
  const info = await stat(folder).catch((error: NodeJS.ErrnoException) => error);
  if (info instanceof Error) {
    const why = info.code === "ENOENT" ? "does not exist" : `cannot be read (${info.code})`;
    return { ok: false, reason: `${folder} ${why} on the server.` };
  }
  if (!info.isDirectory()) return { ok: false, reason: `${folder} is not a folder.` };
  const readable = await access(folder, constants.R_OK | constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!readable) return { ok: false, reason: `The server may not read ${folder}.` };
  return { ok: true, folder };
}
