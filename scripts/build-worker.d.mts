// Types for build-worker.mjs, for its unit test and the Vitest global setup (no allowJs).
export declare const WORKER_ENTRY: string;
export declare const WORKER_FILE: string;
export declare function findStaleBundleInput(
  root: string,
  outFile: string,
  metaFile: string,
): string | undefined;
export declare function findStaleWorkerInput(root?: string): string | undefined;
export declare function ensureBundle(
  spec: {
    entryPoints: Array<string | { in: string; out: string }>;
    outDir: string;
    checkFile: string;
    label: string;
    external?: boolean;
  },
  root?: string,
): Promise<void>;
export declare function ensureWorker(root?: string): Promise<void>;
