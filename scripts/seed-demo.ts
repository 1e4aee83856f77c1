// Seeds the demo sessions into an empty database (run by `npm start`; also on its own with
// `tsx --conditions=react-server scripts/seed-demo.ts`). The transcripts come from the project's
// own generator (never from real users' files) and go through ingestFile, the same path as an
// upload, so the demo shows exactly what an upload of those bytes would.
import { generateDemoSessions, generateTranscriptLines, type DemoSession } from "@/lib/generator";
import { disconnectDb, getDb } from "@/lib/db/client";
import { countTranscripts } from "@/lib/db/transcripts";
import { ingestFile } from "@/lib/ingest/ingest-file";
import { readUploadLimit } from "@/lib/ingest/upload-limit";

const CHUNK_BYTES = 64 * 1024;

/** The generated lines as the byte chunks an upload would deliver. */
async function* transcriptBytes(session: DemoSession): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let pendingLength = 0;
  for (const line of generateTranscriptLines(session.options)) {
    pending.push(line, "\n");
    pendingLength += line.length + 1;
    if (pendingLength >= CHUNK_BYTES) {
      yield encoder.encode(pending.join(""));
      pending = [];
      pendingLength = 0;
    }
  }
  if (pending.length > 0) yield encoder.encode(pending.join(""));
}

async function main(): Promise<void> {
  const existing = await countTranscripts();
  if (existing > 0) {
    console.log(`seed-demo: the database already holds ${existing} transcript(s); no demo seeded.`);
    return;
  }
  const db = getDb();
  const maxBytes = readUploadLimit();
  for (const session of generateDemoSessions()) {
    const started = performance.now();
    const outcome = await ingestFile(db, {
      name: session.name,
      body: transcriptBytes(session),
      maxBytes,
    });
    if (!outcome.ok) {
      throw new Error(`${session.name}: ${outcome.error.code}: ${outcome.error.message}`);
    }
    const { summary } = outcome;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seed-demo: ${session.name}: ${summary.records} records, ${summary.apiCalls} API calls, ` +
        `${summary.compactions.length} compaction(s), ${(summary.bytes / 1e6).toFixed(1)} MB in ${seconds} s`,
    );
    console.log(`           ${session.description}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error("seed-demo failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDb());
