// Types for build-worker.mjs, for its unit test and the Vitest global setup (no allowJs).
export declare const WORKER_ENTRY: string;
export declare const WORKER_FILE: string;
export declare function findStaleWorkerInput(root?: string): string | undefined;
export declare function ensureWorker(root?: string): Promise<void>;
