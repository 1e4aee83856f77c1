import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * A session the lab measured, kept for inspection outside git (`CONFORMANCE_CAPTURE_DIR`):
 * the transcript the version wrote and the summarization request it sent. Claude Code's text
 * is in both, so they are never committed; `scripts/conformance-compare.ts` re-runs the
 * request builder's comparison on them without driving the version again.
 */
export const capturedSessionSchema = z.object({
  transcript: z.string(),
  request: z.unknown(),
  env: z.record(z.string(), z.string()),
});

export type CapturedSession = z.infer<typeof capturedSessionSchema>;

export async function captureSession(
  dir: string,
  name: string,
  session: CapturedSession,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify(session));
}
