// Makes sure the generated Prisma client and the production build exist and are current, so
// `npm start` and the e2e tests work on a fresh clone and after any edit, without rebuilding
// (about a minute) when nothing changed. Staleness is judged by file times, which is fast
// (a few ms for the whole tree) and errs towards rebuilding.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ensureWorker } from "./build-worker.mjs";
import { ROOT, runBin, runNode } from "./run-bin.mjs";

const GENERATED_CLIENT = "lib/db/generated/client.ts";
const GENERATED_POSTGRES_CLIENT = "lib/db/generated-postgres/client.ts";
const SCHEMA = "prisma/schema.prisma";
const POSTGRES_SCHEMA = "prisma/postgresql/schema.prisma";
const BUILD_ID = ".next/BUILD_ID";

// Everything `next build` reads. lib/db/generated is left out on purpose: postinstall
// regenerates it (identical, but newer) on every `npm install`; schema.prisma stands for it.
const SOURCE_DIRS = ["app", "components", "lib", "public", "styles"];
const SOURCE_FILES = [
  "next.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
  SCHEMA,
  POSTGRES_SCHEMA,
];
const SKIPPED_DIRS = new Set(["node_modules", "generated", "generated-postgres"]);
const TEST_FILE = /\.test\.tsx?$/;

function mtime(relative, root = ROOT) {
  try {
    return statSync(path.join(root, relative)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The first source file (relative to `root`) modified after `since` (ms since the epoch), or
 * undefined when the build is current. Unit tests are not sources of the build.
 */
export function findNewerSource(since, root = ROOT) {
  for (const file of SOURCE_FILES) if ((mtime(file, root) ?? 0) > since) return file;
  const stack = SOURCE_DIRS.filter((dir) => existsSync(path.join(root, dir)));
  while (stack.length > 0) {
    const dir = /** @type {string} */ (stack.pop());
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) stack.push(relative);
      } else if (!TEST_FILE.test(entry.name) && (mtime(relative, root) ?? 0) > since) {
        return relative;
      }
    }
  }
  return undefined;
}

/** Runs scripts/prisma-generate.mjs when a client is missing or older than its schema. */
export async function ensurePrismaClient() {
  const generated = Math.min(mtime(GENERATED_CLIENT) ?? -1, mtime(GENERATED_POSTGRES_CLIENT) ?? -1);
  const schemas = Math.max(mtime(SCHEMA) ?? 0, mtime(POSTGRES_SCHEMA) ?? 0);
  if (generated >= schemas) return;
  console.log(
    generated === -1
      ? "Generating the Prisma clients..."
      : "a Prisma schema changed: regenerating the Prisma clients...",
  );
  const code = await runNode(path.join(ROOT, "scripts/prisma-generate.mjs"));
  if (code !== 0) throw new Error(`prisma generate failed (exit code ${code})`);
}

/**
 * Runs `next build` when there is no build yet or a source file changed since the last one,
 * and bundles the replay worker (which Next does not build) when it is missing or stale.
 */
export async function ensureBuild(env = process.env) {
  await ensureWorker();
  const built = mtime(BUILD_ID);
  const reason = built === undefined ? "no production build yet" : findNewerSource(built);
  if (reason === undefined) {
    console.log("Production build is up to date.");
    return;
  }
  console.log(
    built === undefined
      ? `Building (${reason})...`
      : `Building (${reason} changed since the last build)...`,
  );
  const started = Date.now();
  const code = await runBin("next", "next", ["build"], {
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
