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

/** The two databases the app runs on: the embedded default and a team's server. */
export type DatabaseProvider = "sqlite" | "postgresql";

/**
 * Which database a URL names: `file:` is SQLite, `postgres:`/`postgresql:` PostgreSQL.
 * Throws for anything else, naming both schemes the app takes.
 *
 * @example databaseProvider("postgresql://app@db.internal/lab") // "postgresql"
 */
export function databaseProvider(url: string): DatabaseProvider {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgresql";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(
    `Unsupported DATABASE_URL scheme in "${url}": set DATABASE_URL to a file: URL (SQLite) or a postgresql:// URL`,
  );
}

/**
 * The absolute SQLite file path of a `file:` URL, resolved against `cwd` so the app, the
 * scripts and the tests agree on one file whatever directory they start from. Throws for
 * other schemes.
 *
 * @example sqlitePathFromUrl("file:./data/x.db", "/srv/app") // "/srv/app/data/x.db"
 */
export function sqlitePathFromUrl(url: string, cwd: string = process.cwd()): string {
  if (databaseProvider(url) !== "sqlite") {
    throw new Error(`"${url}" is a PostgreSQL URL, not a SQLite file`);
  }
  // Prisma-style URLs may carry options after "?" (e.g. ?connection_limit=1); SQLite wants a path.
  const [filePart = ""] = url.slice("file:".length).split("?");
  if (filePart === "") throw new Error(`DATABASE_URL "${url}" names no file`);
  return path.resolve(cwd, filePart);
}
