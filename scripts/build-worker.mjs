// Bundles the replay worker (lib/replay-pool/replay-worker.ts and everything it imports) into
// one plain ES module, .worker/replay-worker.mjs, that a worker thread loads by absolute path.
// A bundle, not the .ts file: worker threads do not go through Next's, Vitest's or tsx's
// TypeScript loaders, so only plain JavaScript loads the same under `next start`, a custom
// server, `next dev`, Vitest and tsx. Rebuilt when any input (from esbuild's metafile) is newer.
//   node scripts/build-worker.mjs   (npm run build:worker; also run by ensure-build and predev)
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_ENTRY = "lib/replay-pool/replay-worker.ts";
export const WORKER_FILE = ".worker/replay-worker.mjs";
const META_FILE = ".worker/replay-worker.meta.json";

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why the bundle in `root` must be (re)built, or undefined when it is current. */
export function findStaleWorkerInput(root = ROOT) {
  const built = mtime(path.join(root, WORKER_FILE));
  if (built === undefined) return "no bundle yet";
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(path.join(root, META_FILE), "utf8")).inputs);
  } catch {
    return "no metafile";
  }
  for (const [input, at] of [...inputs, "package-lock.json"].map((f) => [
    f,
    mtime(path.join(root, f)),
  ])) {
    if (at === undefined || at > built) return input;
  }
  return undefined;
}

/** Builds .worker/replay-worker.mjs when missing or stale; quiet when current. */
export async function ensureWorker(root = ROOT) {
  const reason = findStaleWorkerInput(root);
  if (reason === undefined) return;
  const { build } = await import("esbuild");
  mkdirSync(path.join(root, ".worker"), { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [WORKER_ENTRY],
    outfile: WORKER_FILE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(path.join(root, META_FILE), JSON.stringify(result.metafile));
  console.log(`Built the replay worker (${reason}): ${WORKER_FILE}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWorker().catch((error) => {
    console.error(`build-worker: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
