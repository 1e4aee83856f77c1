import path from "node:path";
import { z } from "zod";

/** The embedded default: a SQLite file under ./data, relative to the working directory. */
export const DEFAULT_DATABASE_URL = "file:./data/compaction-lab.db";

// DATABASE_URL comes from the environment, an edge: parse it rather than trust it. An empty
// string counts as unset so `DATABASE_URL= npm start` still gets the default.
const databaseUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((url) => (url ? url : DEFAULT_DATABASE_URL));

/** DATABASE_URL from the environment, or the embedded SQLite default. */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlSchema.parse(env.DATABASE_URL);
}

/**
 * The absolute SQLite file path of a `file:` URL, resolved against `cwd` so the app, the
 * scripts and the tests agree on one file whatever directory they start from. Throws for
 * other schemes: the schema's provider is sqlite, so any other URL is a configuration bug.
 *
 * @example sqlitePathFromUrl("file:./data/x.db", "/srv/app") // "/srv/app/data/x.db"
 */
export function sqlitePathFromUrl(url: string, cwd: string = process.cwd()): string {
  if (/^postgres(ql)?:/i.test(url)) {
    throw new Error("PostgreSQL is not supported yet: set DATABASE_URL to a file: URL");
  }
  if (!url.startsWith("file:")) {
    throw new Error(`Unsupported DATABASE_URL scheme in "${url}": set DATABASE_URL to a file: URL`);
  }
  // Prisma-style URLs may carry options after "?" (e.g. ?connection_limit=1); SQLite wants a path.
  const [filePart = ""] = url.slice("file:".length).split("?");
  if (filePart === "") throw new Error(`DATABASE_URL "${url}" names no file`);
  return path.resolve(cwd, filePart);
}
