import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { diffMigrationsToSchema } from "./diff-schema";

const PROJECT_SCHEMA = fileURLToPath(new URL("../../prisma/schema.prisma", import.meta.url));
const PROJECT_MIGRATIONS = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

const tempDirs: string[] = [];
afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The project's schema plus `extra`, written to a temp file. */
async function makeSchema(extra: string): Promise<{ schema: string; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "compaction-lab-diff-"));
  tempDirs.push(root);
  const schema = path.join(root, "schema.prisma");
  await writeFile(schema, `${await readFile(PROJECT_SCHEMA, "utf8")}\n${extra}\n`);
  return { schema, root };
}

describe("diffMigrationsToSchema", () => {
  // Guards against editing prisma/schema.prisma without `npm run db:diff -- <name>`.
  it("finds nothing to do between the committed migrations and the committed schema", async () => {
    expect(await diffMigrationsToSchema(PROJECT_SCHEMA, PROJECT_MIGRATIONS)).toBeNull();
  });

  it("writes only the new table when the schema gains a model", async () => {
    const { schema } = await makeSchema("model Extra {\n  id Int @id\n}");
    const sql = await diffMigrationsToSchema(schema, PROJECT_MIGRATIONS);
    expect(sql).toContain('CREATE TABLE "Extra"');
    expect(sql).not.toContain('CREATE TABLE "Transcript"');
  });

  // The search migration's FTS5 tables are written by hand: no later diff may drop them.
  it("leaves the hand-written search tables out of a new migration", async () => {
    const { schema } = await makeSchema("model Extra {\n  id Int @id\n}");
    const sql = await diffMigrationsToSchema(schema, PROJECT_MIGRATIONS);
    expect(sql).not.toContain("SearchEntry");
    expect(sql).not.toContain("SearchIndexed");
  });

  it("creates every table when there are no migrations yet", async () => {
    const { schema, root } = await makeSchema("");
    const sql = await diffMigrationsToSchema(schema, path.join(root, "missing-migrations"));
    for (const table of ["Transcript", "RawChunk", "ModelBlob", "ReplayCache"]) {
      expect(sql).toContain(`CREATE TABLE "${table}"`);
    }
  });
});
