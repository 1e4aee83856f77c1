// The sessions of the sweep benchmark: generated once per run, then stored in each database
// the run measures (SQLite, PostgreSQL or both), so both sweep the same bytes.
import { gzipSync } from "node:zlib";
import type { PrismaClient } from "../../lib/db/generated/client";
import { generateTranscriptLines } from "../../lib/generator/generate-transcript";
import { createModelBuilder } from "../../lib/transcript/build-model";
import type { TranscriptModel } from "../../lib/transcript/model";
import { encodeModel, MODEL_FORMAT_VERSION } from "../../lib/transcript/model-codec";

const TARGET_CALLS = 200;

/** Stored models (gzip, as the app stores them) and their main-thread call counts. */
export type GeneratedSessions = {
  sessions: number;
  distinct: number;
  models: { blob: Uint8Array<ArrayBuffer>; calls: number }[];
};

function generateModel(seed: number, targetBytes: number): TranscriptModel {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of generateTranscriptLines({ seed, style: "2.1", targetBytes }))
    builder.push(encoder.encode(line + "\n"));
  return builder.end();
}

const mainCalls = (model: TranscriptModel) => model.calls.filter((c) => c.isMainThread).length;

/**
 * Generates `distinct` sessions of about TARGET_CALLS main-thread calls; `sessions` of them
 * are stored later, each distinct one several times under its own id when fewer are generated.
 */
export function generateSessions(sessions: number, distinct: number): GeneratedSessions {
  // Bytes per call from a sample, so sessions come out near TARGET_CALLS.
  const sample = generateModel(1, 2_000_000);
  const targetBytes = Math.round((2_000_000 / mainCalls(sample)) * TARGET_CALLS);
  const models: GeneratedSessions["models"] = [];
  for (let seed = 1; seed <= distinct; seed += 1) {
    const model = generateModel(seed, targetBytes);
    models.push({ blob: new Uint8Array(gzipSync(encodeModel(model))), calls: mainCalls(model) });
    if (seed % 50 === 0) console.log(`  generated ${seed} of ${distinct} sessions`);
  }
  return { sessions, distinct, models };
}

/** Stores the sessions as ready transcripts with their models; their ids, in order. */
export async function storeSessions(
  db: PrismaClient,
  { sessions, distinct, models }: GeneratedSessions,
): Promise<{ ids: string[]; averageCalls: number }> {
  const ids: string[] = [];
  let calls = 0;
  for (let k = 0; k < sessions; k += 1) {
    const { blob, calls: sessionCalls } = models[k % distinct]!;
    calls += sessionCalls;
    const row = await db.transcript.create({
      data: {
        name: `bench-${k + 1}.jsonl`,
        status: "ready",
        apiCalls: sessionCalls,
        model: { create: { parserVersion: MODEL_FORMAT_VERSION, data: blob } },
      },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return { ids, averageCalls: Math.round(calls / sessions) };
}
