// `npm run bench:import [-- --tree <dir>] [--pairs 5]`: the whole-tree import against ccusage's
// session report on the same tree, each as a whole process, in pairs (import, then ccusage), so
// a machine whose speed drifts slows both of a pair alike. Target: import / ccusage <= 1.0.
//   import:  npm run import -- <tree>, into a fresh copy of a migrated SQLite file each time;
//            then the same started by node alone, as ccusage is (npm's own start-up apart)
//   ccusage: ccusage session --json, with CLAUDE_CONFIG_DIR naming a folder whose projects/ is
//            the tree (ccusage reads $CLAUDE_CONFIG_DIR/projects/**/*.jsonl)
// The default tree is generated (scripts/bench-import/generate-tree.ts: 31 files, 84 MB, subagent
// folders included); ccusage is installed on demand into ~/.cache/compaction-lab/ccusage.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrateDatabase } from "../lib/db/migrate";
import { generateTree } from "./bench-import/generate-tree";
import { CCUSAGE_VERSION, installCcusage } from "./bench-import/install-ccusage";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

type Timed = { seconds: number; output: string };

/** Runs a command to its end; its wall time, from spawn to exit, and what it printed. */
function timeCommand(command: string, args: string[], env: Record<string, string>): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const output = Buffer.concat(chunks).toString("utf8");
      if (code === 0) resolve({ seconds, output });
      else
        reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/** ccusage looks for `projects/` inside CLAUDE_CONFIG_DIR: a folder whose projects is the tree. */
function configDirFor(tree: string, scratch: string): string {
  if (path.basename(tree) === "projects") return path.dirname(tree);
  const dir = path.join(scratch, "claude-config");
  mkdirSync(dir, { recursive: true });
  symlinkSync(tree, path.join(dir, "projects"));
  return dir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  const pairs = Number(flag("pairs") ?? 5);
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  try {
    let tree = flag("tree");
    if (tree === undefined) {
      tree = path.join(scratch, "projects");
      const figures = await generateTree(tree);
      console.log(
        `Generated ${figures.files} files (${(figures.bytes / 1e6).toFixed(1)} MB) in ${tree}`,
      );
    }
    tree = path.resolve(tree);
    const ccusage = await installCcusage();
    const configDir = configDirFor(tree, scratch);
    const template = path.join(scratch, "template.db");
    await migrateDatabase(`file:${template}`);

    let run = 0;
    /** `npm run import` as the README says, or the same bundle started by node alone. */
    const importOnce = (viaNpm: boolean) => {
      const db = path.join(scratch, `import-${run++}.db`);
      copyFileSync(template, db);
      const [command, args] = viaNpm
        ? ["npm", ["run", "--silent", "import", "--", tree]]
        : [process.execPath, ["scripts/import-cli.mjs", tree]];
      return timeCommand(command, args, { DATABASE_URL: `file:${db}` });
    };
    const ccusageOnce = () =>
      timeCommand(process.execPath, [ccusage, "session", "--json"], {
        CLAUDE_CONFIG_DIR: configDir,
      });

    console.log(`Warm-up (builds the import bundle if needed, fills the page cache) ...`);
    const warm = await importOnce(true);
    console.log(warm.output.trim().split("\n").slice(-1)[0]);
    await ccusageOnce();

    // npm itself costs a few hundred milliseconds before the import starts: the second line
    // starts both programs by node alone, as ccusage is.
    for (const viaNpm of [true, false]) {
      const label = viaNpm ? "npm run import --" : "node scripts/import-cli.mjs";
      console.log(
        `\n${pairs} pairs: ${label} ${tree}  vs  node ccusage@${CCUSAGE_VERSION} session --json`,
      );
      const rows: { imported: number; ccusage: number; ratio: number }[] = [];
      for (let i = 0; i < pairs; i++) {
        const imported = (await importOnce(viaNpm)).seconds;
        const usage = (await ccusageOnce()).seconds;
        rows.push({ imported, ccusage: usage, ratio: imported / usage });
        console.log(
          `pair ${i + 1}: import ${imported.toFixed(2)} s, ccusage ${usage.toFixed(2)} s, ratio ${(imported / usage).toFixed(2)}`,
        );
      }
      const ratio = median(rows.map((row) => row.ratio));
      console.log(
        `median: import ${median(rows.map((row) => row.imported)).toFixed(2)} s, ccusage ${median(rows.map((row) => row.ccusage)).toFixed(2)} s, ratio ${ratio.toFixed(2)} (target <= 1.0: ${ratio <= 1 ? "met" : "NOT met"})`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
