// `npm run import -- <paths...>`: imports transcripts from files or whole folders (a
// ~/.claude/projects tree, subagents/ folders included) through the same ingest path as uploads.
// IMPORT_WORKSPACE=<name or id> stores them in that workspace of a team server (default: the
// open mode's "default" workspace).
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { readDatabaseUrl } from "../lib/db/database-url";
import { migrateDatabase } from "../lib/db/migrate";
import { EXPLICIT_SCOPE_ONLY, withWorkspaceScope } from "../lib/db/scope-extension";
import { DEFAULT_WORKSPACE_ID, runInWorkspace } from "../lib/db/workspace-scope";
import { ingestFile } from "../lib/services/ingest/ingest-file";
import { readUploadLimit } from "../lib/services/ingest/upload-limit";

type Found = { file: string; name: string; bytes: number };

async function findTranscripts(target: string): Promise<Found[]> {
  const info = await stat(target);
  if (info.isFile()) return [{ file: target, name: path.basename(target), bytes: info.size }];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const found: Found[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".jsonl")) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file, name: path.relative(target, file), bytes: (await stat(file)).size });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function main(): Promise<number> {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error(
      "Usage: npm run import -- <file.jsonl | folder>...   (e.g. npm run import -- ~/.claude/projects)",
    );
    return 2;
  }
  const found = (await Promise.all(targets.map(findTranscripts))).flat();
  const totalBytes = found.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Found ${found.length} .jsonl files (${megabytes(totalBytes)} MB).`);

  const url = readDatabaseUrl();
  await migrateDatabase(url);
  const plainDb = createPrismaClient(url);
  const workspaceName = process.env.IMPORT_WORKSPACE || DEFAULT_WORKSPACE_ID;
  const workspace = await plainDb.workspace.findFirst({
    where: { OR: [{ id: workspaceName }, { name: workspaceName }] },
  });
  if (!workspace) {
    await plainDb.$disconnect();
    throw new Error(`No workspace "${workspaceName}" (npm run user:add creates workspaces).`);
  }
  // Duplicates are looked for, and rows stored, in that workspace only.
  const db = withWorkspaceScope(plainDb, { fallbackScope: EXPLICIT_SCOPE_ONLY });
  return runInWorkspace(workspace.id, () => importAll(db, found, totalBytes));
}

async function importAll(
  db: ReturnType<typeof createPrismaClient>,
  found: Found[],
  totalBytes: number,
): Promise<number> {
  const maxBytes = readUploadLimit();
  const counts = { stored: 0, duplicate: 0, failed: 0 };
  const started = performance.now();
  let doneBytes = 0;
  try {
    for (const [i, item] of found.entries()) {
      const outcome = await ingestFile(db, {
        name: item.name,
        body: createReadStream(item.file, { highWaterMark: 1 << 20 }),
        maxBytes,
      });
      doneBytes += item.bytes;
      const rate = doneBytes / 1e6 / ((performance.now() - started) / 1000);
      const prefix = `[${i + 1}/${found.length}] ${item.name}`;
      if (!outcome.ok) {
        counts.failed += 1;
        console.log(`${prefix}: FAILED ${outcome.error.code}: ${outcome.error.message}`);
        continue;
      }
      const { summary } = outcome;
      counts[outcome.duplicate ? "duplicate" : "stored"] += 1;
      console.log(
        `${prefix}: ${outcome.duplicate ? "already stored" : "stored"}, ${summary.records} records, ` +
          `${summary.invalidLineCount} invalid lines, ${summary.apiCalls} calls, ${summary.compactions.length} compactions ` +
          `(${megabytes(doneBytes)}/${megabytes(totalBytes)} MB, ${rate.toFixed(1)} MB/s)`,
      );
    }
  } finally {
    await db.$disconnect();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${counts.stored}, already stored ${counts.duplicate}, failed ${counts.failed} in ${seconds} s.`,
  );
  return counts.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
