// prisma/schema.prisma (SQLite) is the one source of truth for the data model. Prisma wants one
// schema per provider and generates a client per provider (each embeds its provider's query
// compiler), so the PostgreSQL schema is derived from it here, never edited by hand:
// the datasource provider is swapped and the client goes to lib/db/generated-postgres.
// Nothing else differs: String is text, Bytes bytea, DateTime timestamp(3), Float double on PG.
// `npm run db:generate` and `npm run db:diff` write it; lib/db/postgres-schema.test.ts fails
// when the committed file is not what this produces (the CI check).
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRES_SCHEMA = "prisma/postgresql/schema.prisma";

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/postgres-schema.mjs: do not edit.
// Edit prisma/schema.prisma, then \`npm run db:diff -- <name>\` writes this file and a migration
// for each provider (prisma/migrations, prisma/postgresql/migrations).

`;

/** One regex replacement that must match exactly once: a schema it does not fit is a bug to see. */
function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1) {
    throw new Error(`${SQLITE_SCHEMA}: expected one ${what}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** The PostgreSQL schema for the text of the SQLite one. */
export function toPostgresSchema(sqliteSchema) {
  let text = replaceOnce(
    sqliteSchema,
    /(datasource\s+\w+\s*\{[^}]*provider\s*=\s*)"sqlite"/,
    '$1"postgresql"',
    'datasource with provider = "sqlite"',
  );
  text = replaceOnce(
    text,
    /(generator\s+\w+\s*\{[^}]*output\s*=\s*)"([^"]+)"/,
    (_match, prefix, output) => {
      // The output is relative to the schema's folder, one level deeper here.
      const target = path.posix.join("prisma", output);
      const relative = path.posix.relative(path.posix.dirname(POSTGRES_SCHEMA), target);
      return `${prefix}"${relative}-postgres"`;
    },
    "generator with an output",
  );
  return HEADER + text;
}

/** Writes prisma/postgresql/schema.prisma from prisma/schema.prisma under `root`. */
export function writePostgresSchema(root) {
  const text = toPostgresSchema(readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"));
  mkdirSync(path.dirname(path.join(root, POSTGRES_SCHEMA)), { recursive: true });
  writeFileSync(path.join(root, POSTGRES_SCHEMA), text);
}
