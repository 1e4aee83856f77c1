// `npm run import`: runs scripts/import.ts as a prebuilt plain ES module, bundled with its import
// thread into .worker/import/ and rebuilt only when an input changed. Compiling ~120 TypeScript
// modules through tsx on every run cost about half a second before the first file was read;
// the threads could not load TypeScript at all. Packages stay imports from node_modules.
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { ensureBundle } from "./build-worker.mjs";
import { ROOT } from "./run-bin.mjs";

const OUT_DIR = ".worker/import";

// Prisma's query compiler is a WebAssembly module each import thread instantiates; V8 compiled
// its hot functions a second time with its optimising tier, about 0.9 s of CPU (a fifth of the
// import of a 31-file tree) for the few dozen queries an import makes. The baseline compiler
// alone serves them as well. Set before any module is compiled; every thread inherits it.
v8.setFlagsFromString("--liftoff-only");

await ensureBundle({
  entryPoints: [
    { in: "scripts/import.ts", out: "import" },
    { in: "scripts/import/import-worker.ts", out: "import-worker" },
    { in: "scripts/import/store-worker.ts", out: "import-store" },
  ],
  outDir: OUT_DIR,
  checkFile: `${OUT_DIR}/import.mjs`,
  label: "the import",
  external: true,
  // Loaded by every thread before its first file; as one file it loads in 20 ms, not 40.
  bundled: ["zod"],
  split: true,
});
await import(pathToFileURL(path.join(ROOT, OUT_DIR, "import.mjs")).href);
