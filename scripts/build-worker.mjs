// Bundles the replay worker (lib/replay-pool/replay-worker.ts and everything it imports) into
// one plain ES module, .worker/replay-worker.mjs, that a worker thread loads by absolute path.
// A bundle, not the .ts file: worker threads do not go through Next's, Vitest's or tsx's
// TypeScript loaders, so only plain JavaScript loads the same under `next start`, a custom
// server, `next dev`, Vitest and tsx. Rebuilt when any input (from esbuild's metafile) is newer.
//   node scripts/build-worker.mjs   (npm run build:worker; also run by ensure-build and predev)
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** Why the bundle `outFile` (with its esbuild metafile) in `root` must be (re)built, or undefined. */
export function findStaleBundleInput(root, outFile, metaFile) {
  const built = mtime(path.join(root, outFile));
  if (built === undefined) return "no bundle yet";
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(path.join(root, metaFile), "utf8")).inputs);
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

/** Why the bundle in `root` must be (re)built, or undefined when it is current. */
export function findStaleWorkerInput(root = ROOT) {
  return findStaleBundleInput(root, WORKER_FILE, META_FILE);
}

/**
 * Bundles `entryPoints` (one plain ES module each, `<outDir>/<name>.mjs`) when any input is newer
 * than `checkFile`, one of the outputs; quiet when current. `external` packages stay imports,
 * resolved from node_modules at run time (a native module cannot be bundled), but those named in
 * `bundled`, whose many small ES modules load in about half the time as one file. `split` puts
 * what a dynamic `import()` loads, and what entries share, in chunk files beside them, so a
 * package only such a module imports is loaded when it is (a bundle's package imports are
 * otherwise all loaded at start).
 */
export async function ensureBundle(
  { entryPoints, outDir, checkFile, label, external = false, bundled = [], split = false },
  root = ROOT,
) {
  const metaFile = checkFile.replace(/\.mjs$/, ".meta.json");
  const reason = findStaleBundleInput(root, checkFile, metaFile);
  if (reason === undefined) return;
  const { build } = await import("esbuild");
  // Chunk names carry a hash: a rebuild leaves the old ones behind unless the folder is emptied.
  if (split) rmSync(path.join(root, outDir), { recursive: true, force: true });
  mkdirSync(path.join(root, outDir), { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    metafile: true,
    logLevel: "warning",
    ...(external ? { plugins: [externalPackagesBut(bundled)] } : {}),
    ...(split ? { splitting: true, chunkNames: "chunks/[name]-[hash]" } : {}),
  });
  writeFileSync(path.join(root, metaFile), JSON.stringify(result.metafile));
  console.log(`Built ${label} (${reason}): ${checkFile}`);
}

/**
 * esbuild's `packages: "external"`, but for the packages named (and their subpaths). A bare
 * import (not relative, absolute or tsconfig's "@/") is a package or a Node built-in.
 */
function externalPackagesBut(bundled) {
  const isBundled = (name) => bundled.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));
  return {
    name: "external-packages",
    setup(build) {
      build.onResolve({ filter: /^(?:[^./@]|@[^/])/ }, ({ path: name }) =>
        isBundled(name) ? undefined : { path: name, external: true },
      );
    },
  };
}

/** Builds .worker/replay-worker.mjs when missing or stale; quiet when current. */
export async function ensureWorker(root = ROOT) {
  await ensureBundle(
    {
      entryPoints: [WORKER_ENTRY],
      outDir: path.dirname(WORKER_FILE),
      checkFile: WORKER_FILE,
      label: "the replay worker",
    },
    root,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWorker().catch((error) => {
    console.error(`build-worker: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
