import { homedir } from "node:os";
import path from "node:path";
import { z } from "zod";

/** `WATCH`: folders separated by commas or the platform's path delimiter (":" or ";"). */
const watchEnvSchema = z.string().max(10_000).optional();

/**
 * The folders `WATCH` names, absolute, `~` expanded, each once (SPEC section 2:
 * `WATCH=~/.claude/projects`). Empty or unset: none.
 *
 * @example parseWatchFolders("~/.claude/projects,/srv/logs", "/home/ada") // ["/home/ada/.claude/projects", "/srv/logs"]
 */
export function parseWatchFolders(value: unknown, home: string = homedir()): string[] {
  const text = watchEnvSchema.parse(value) ?? "";
  const folders = text
    .split(new RegExp(`[,${escapeForClass(path.delimiter)}]`))
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => resolveFolder(part, home));
  return [...new Set(folders)];
}

/** One folder as the server reads it: `~` expanded, absolute, normalised. */
export function resolveFolder(folder: string, home: string = homedir()): string {
  return path.resolve(expandHome(folder, home));
}

function expandHome(folder: string, home: string): string {
  if (folder === "~") return home;
  if (folder.startsWith("~/")) return path.join(home, folder.slice(2));
  return folder;
}

const escapeForClass = (char: string) => char.replace(/[\\\]^-]/g, "\\$&");
