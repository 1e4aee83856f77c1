// Generated transcripts for the benchmarks that run against the server (bench:load,
// bench:inspector): sized by main-thread calls and uploaded through the HTTP API.
import { once } from "node:events";
import { createReadStream, existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { transcriptSummarySchema } from "../lib/contracts/transcript-summary";
import { createModelBuilder } from "../lib/transcript/build-model";
import { z } from "zod";
import { writeGeneratedTranscript } from "./write-generated";

/** Bytes of a generated 2.1 session per main-thread call, from a 4 MB sample. */
export function bytesPerCall(): number {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const line of generateTranscriptLines({ seed: 11, style: "2.1", targetBytes: 4e6 })) {
    const chunk = encoder.encode(line + "\n");
    bytes += chunk.length;
    builder.push(chunk);
  }
  const model = builder.end();
  return bytes / Math.max(1, model.calls.filter((c) => c.source === model.mainSource).length);
}

const uploadAnswerSchema = z.object({ transcripts: z.array(transcriptSummarySchema) });

/**
 * On a busy machine a 60 MB upload to a server that has just started sometimes fails with
 * EPIPE before any answer (seen 3 times in 5 runs, never with curl): retried twice.
 */
async function postWithRetry(url: string, body: string, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-ndjson" },
        body,
      });
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`upload failed (${String(error)}), retrying`);
    }
  }
}

/** Generates a 2.1 session of about `targetBytes` and uploads it; answers its summary. */
export async function uploadGenerated(
  url: string,
  name: string,
  seed: number,
  targetBytes: number,
) {
  // The generator takes whole bytes (its options are zod-checked integers).
  const body =
    [...generateTranscriptLines({ seed, style: "2.1", targetBytes: Math.round(targetBytes) })].join(
      "\n",
    ) + "\n";
  const response = await postWithRetry(`${url}/api/transcripts?name=${name}`, body);
  const [summary] = uploadAnswerSchema.parse(await response.json()).transcripts;
  if (!summary) throw new Error(`upload of ${name} stored nothing`);
  return summary;
}

/**
 * A generated 2.1 session of about `targetBytes` in `dir`, written once and reused by later
 * runs (a 1 GB one takes minutes to generate). Written under a temporary name first, so a run
 * stopped half-way never leaves a short file that a later run would take for the whole.
 */
export async function generatedFile(dir: string, targetBytes: number, seed: number) {
  const file = path.join(dir, `generated-2.1-seed${seed}-${targetBytes}.jsonl`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.partial`;
    await writeGeneratedTranscript(partial, targetBytes, seed);
    renameSync(partial, file);
  }
  return { file, bytes: statSync(file).size };
}

/**
 * Uploads a file streamed from disk (as curl or the drop zone sends it: the benchmark never
 * holds a 1 GB body) and answers the stored transcript's summary.
 */
export async function uploadFile(url: string, file: string, name: string) {
  const { hostname, port } = new URL(url);
  const req = request({
    host: hostname,
    port,
    method: "POST",
    path: `/api/transcripts?name=${encodeURIComponent(name)}`,
    headers: { "content-type": "application/x-ndjson", "content-length": statSync(file).size },
  });
  createReadStream(file).pipe(req);
  const [response] = (await once(req, "response")) as [import("node:http").IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (response.statusCode !== 200 && response.statusCode !== 201)
    throw new Error(`upload of ${name} answered ${response.statusCode}: ${text.slice(0, 500)}`);
  const [summary] = uploadAnswerSchema.parse(JSON.parse(text)).transcripts;
  if (!summary) throw new Error(`upload of ${name} stored nothing`);
  return summary;
}
