// OpenCode keeps its sessions in SQLite (`~/.local/share/opencode/opencode.db`), not in files:
// the import reads such a database read-only and writes each session as the app's OpenCode
// transcript (lib/transcript/opencode: the session's info, then one `{ info, parts }` line per
// message, as `opencode export` prints them) to a temporary file, which the import then reads
// and stores like any other. Unchanged sessions give the same bytes, so a re-import finds them
// stored; a session that changed gives new bytes and is stored again.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import type { Found } from "./find-transcripts";

/** `opencode.db`, or `opencode-<channel>.db` for other release channels. */
const DATABASE_NAME = /^opencode(-[\w.-]+)?\.db$/;

const sessionRowSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  slug: z.string(),
  directory: z.string(),
  title: z.string(),
  version: z.string(),
  time_created: z.number(),
  time_updated: z.number(),
});
const dataRowSchema = z.object({ id: z.string(), owner: z.string(), data: z.string() });

/** A stored `data` column: JSON of an object (anything else reads as an empty object). */
function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export type OpenCodeSession = { id: string; lines: string[] };

/**
 * Every session of an OpenCode database as transcript lines, oldest first: the session's info
 * in the export's shape, then its messages in the order OpenCode reads them (created, then id),
 * each with its parts (by id, which OpenCode makes ascending). The database is opened read-only.
 */
export function readOpenCodeSessions(file: string): OpenCodeSession[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const sessions = z
      .array(sessionRowSchema)
      .parse(
        db
          .prepare(
            "SELECT id, project_id, slug, directory, title, version, time_created, time_updated FROM session ORDER BY time_created, id",
          )
          .all(),
      );
    const messages = db.prepare(
      "SELECT id, session_id AS owner, data FROM message WHERE session_id = ? ORDER BY time_created, id",
    );
    const parts = db.prepare(
      "SELECT part.id AS id, part.message_id AS owner, part.data AS data FROM part WHERE part.session_id = ? ORDER BY part.message_id, part.id",
    );
    return sessions.map((session) => {
      const partsOf = new Map<string, unknown[]>();
      for (const row of z.array(dataRowSchema).parse(parts.all(session.id))) {
        const part = {
          ...parseData(row.data),
          id: row.id,
          sessionID: session.id,
          messageID: row.owner,
        };
        partsOf.set(row.owner, [...(partsOf.get(row.owner) ?? []), part]);
      }
      const info = {
        id: session.id,
        slug: session.slug,
        projectID: session.project_id,
        directory: session.directory,
        title: session.title,
        version: session.version,
        time: { created: session.time_created, updated: session.time_updated },
      };
      const lines = [JSON.stringify(info)];
      for (const row of z.array(dataRowSchema).parse(messages.all(session.id))) {
        const message = { ...parseData(row.data), id: row.id, sessionID: session.id };
        lines.push(JSON.stringify({ info: message, parts: partsOf.get(row.id) ?? [] }));
      }
      return { id: session.id, lines };
    });
  } finally {
    db.close();
  }
}

/** The OpenCode databases a path names: the file itself, or those directly in the folder. */
function findDatabases(target: string): string[] {
  const info = statSync(target);
  if (info.isFile()) return DATABASE_NAME.test(path.basename(target)) ? [target] : [];
  return readdirSync(target)
    .filter((name) => DATABASE_NAME.test(name))
    .map((name) => path.join(target, name));
}

/**
 * The sessions of the OpenCode databases a path names, each written to a temporary transcript
 * file for the import to read (removed when the process exits). Named `opencode/<session>.jsonl`.
 */
export function findOpenCodeSessions(target: string): Found[] {
  const databases = findDatabases(target);
  if (databases.length === 0) return [];
  const folder = mkdtempSync(path.join(tmpdir(), "compaction-lab-opencode-"));
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  return databases.flatMap((database) =>
    readOpenCodeSessions(database).map((session) => {
      const file = path.join(folder, `${session.id}.jsonl`);
      const text = session.lines.join("\n") + "\n";
      writeFileSync(file, text);
      return { file, name: `opencode/${session.id}.jsonl`, bytes: Buffer.byteLength(text) };
    }),
  );
}

/**
 * What the import finds at a path, OpenCode's sessions included: an OpenCode database file is
 * its sessions alone (never read as a transcript itself); a folder, its transcripts (`find`)
 * and the sessions of the OpenCode databases directly in it.
 */
export async function withOpenCodeSessions(
  target: string,
  find: (target: string) => Promise<Found[]>,
): Promise<Found[]> {
  const sessions = findOpenCodeSessions(target);
  if (statSync(target).isFile() && DATABASE_NAME.test(path.basename(target))) return sessions;
  return [...(await find(target)), ...sessions];
}
