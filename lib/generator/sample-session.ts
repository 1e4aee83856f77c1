import type { GeneratorOptions } from "./generate-transcript";

/**
 * The sample transcript the empty sessions list offers for download (`public/`): about 2 MB,
 * one auto compaction at 167K on a 200K window, so a first visit shows the whole inspector.
 * Written by `npm run generate:sample`; a test regenerates it and compares the bytes.
 */
export const SAMPLE_SESSION = {
  fileName: "sample-session.jsonl",
  options: { seed: 4, style: "2.1", targetBytes: 2_000_000 } satisfies GeneratorOptions,
} as const;
