import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, type TempDatabase } from "../lib/db/testing/temp-database";
import { testDatabaseProvider } from "../lib/db/testing/test-provider";
import { generateTree } from "./bench-import/generate-tree";
import { findTranscripts } from "./import/find-transcripts";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");

/** `npm run import` as a user runs it (the bundle, its threads and its chunks), on one database. */
async function importTree(tree: string, env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/import-cli.mjs", tree], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run import, the whole process", () => {
  let dir: string;
  let tree: string;
  let files: number;
  let env: Record<string, string>;
  let postgres: TempDatabase | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "import-cli-test-"));
    tree = path.join(dir, "projects");
    await generateTree(tree, 0.02);
    files = (await findTranscripts(tree)).length;
    // On SQLite a file that does not exist yet: the import migrates it first. On PostgreSQL
    // (stored through Prisma's client, not SQLite's driver) a database of the run's server.
    if (testDatabaseProvider() === "postgresql") postgres = await createTempDatabase();
    const url = postgres?.url ?? `file:${path.join(dir, "fresh", "app.db")}`;
    env = { DATABASE_URL: url, IMPORT_THREADS: "2" };
  }, 60_000);
  afterAll(async () => {
    await postgres?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`stores every file of the tree (${testDatabaseProvider()})`, async () => {
    const { code, output } = await importTree(tree, env);
    expect(code).toBe(0);
    expect(output).toContain(`Found ${files} .jsonl files`);
    expect(output).toMatch(new RegExp(`Imported ${files}, already stored 0, failed 0 in`));
    if (postgres) {
      const linked = await postgres.db.transcript.count({ where: { parentId: { not: null } } });
      expect(linked).toBeGreaterThan(0);
    }
  }, 120_000);

  it("finds every file already stored the second time", async () => {
    const { code, output } = await importTree(tree, env);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`Imported 0, already stored ${files}, failed 0 in`));
  }, 120_000);

  it("refuses a workspace that does not exist, by name", async () => {
    const { code, output } = await importTree(tree, { ...env, IMPORT_WORKSPACE: "nowhere" });
    expect(code).toBe(1);
    expect(output).toContain('No workspace "nowhere"');
  }, 120_000);
});
