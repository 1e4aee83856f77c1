import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export type Found = { file: string; name: string; bytes: number };

/** Gemini CLI's sessions before its JSONL switch: one JSON document, `chats/session-*.json`. */
const SESSION_DOCUMENT = /^session-.*\.json$/;

/**
 * The `.jsonl` files (and Gemini CLI's older `session-*.json` documents) of a file or a whole
 * folder (subagents/ folders included), by path.
 */
export async function findTranscripts(target: string): Promise<Found[]> {
  const info = await stat(target);
  if (info.isFile()) return [{ file: target, name: path.basename(target), bytes: info.size }];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const files = entries
    .filter(
      (entry) =>
        entry.isFile() && (entry.name.endsWith(".jsonl") || SESSION_DOCUMENT.test(entry.name)),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
  const found = await Promise.all(
    files.map(async (file) => ({
      file,
      name: path.relative(target, file),
      bytes: (await stat(file)).size,
    })),
  );
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The session file a subagent's transcript belongs to, when the tree holds it: Claude Code
 * writes `<session>/subagents/agent-<id>.jsonl` beside `<session>.jsonl`.
 */
export function sessionFileOf(file: string): string | null {
  const folder = path.dirname(file);
  if (path.basename(folder) !== "subagents") return null;
  return `${path.dirname(folder)}.jsonl`;
}

export type PlannedFile = Found & { after: string | null };

/**
 * The order files are read and stored in: largest first, so the long files do not start last
 * and leave one thread busy alone at the end, and each subagent after its session file
 * (`after`), even a subagent larger than its session, so the subagent finds its stored parent
 * and links to it.
 */
export function planImport(found: Found[]): PlannedFile[] {
  const files = new Set(found.map((item) => item.file));
  const bySize = found
    .map((item) => {
      const session = sessionFileOf(item.file);
      return { ...item, after: session !== null && files.has(session) ? session : null };
    })
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const planned: PlannedFile[] = [];
  const placed = new Set<string>();
  const waiting = new Map<string, PlannedFile[]>();
  const place = (item: PlannedFile) => {
    planned.push(item);
    placed.add(item.file);
    for (const child of waiting.get(item.file) ?? []) place(child);
    waiting.delete(item.file);
  };
  for (const item of bySize) {
    if (item.after === null || placed.has(item.after)) place(item);
    else waiting.set(item.after, [...(waiting.get(item.after) ?? []), item]);
  }
  return planned;
}
