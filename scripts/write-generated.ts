// Writes a generated transcript to a file for the benchmarks, streaming (a 1 GB file is never
// whole in memory). The generator is imported lazily so a benchmark's measured child process
// does not load it.
import { createWriteStream } from "node:fs";
import { once } from "node:events";

/** A 2.1-style transcript of about `bytes` bytes from the project's generator, at `file`. */
export async function writeGeneratedTranscript(file: string, bytes: number, seed: number) {
  const { generateTranscriptLines } = await import("../lib/generator/generate-transcript");
  const out = createWriteStream(file);
  for (const line of generateTranscriptLines({ seed, style: "2.1", targetBytes: bytes })) {
    if (!out.write(line + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}
