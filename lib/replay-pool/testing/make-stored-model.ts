import { gzipSync } from "node:zlib";
import { generateTranscriptLines } from "../../generator/generate-transcript";
import { createModelBuilder } from "../../transcript/build-model";
import type { TranscriptModel } from "../../transcript/model";
import { encodeModel } from "../../transcript/model-codec";

/**
 * A generated transcript's model and its stored form (gzip of the encoded model, as ModelBlob
 * holds it), for tests of the replay pool and service.
 */
export function makeStoredModel(
  seed: number,
  targetBytes = 400_000,
): { model: TranscriptModel; blob: Uint8Array<ArrayBuffer> } {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of generateTranscriptLines({ seed, style: "2.1", targetBytes })) {
    builder.push(encoder.encode(line + "\n"));
  }
  const model = builder.end();
  return { model, blob: new Uint8Array(gzipSync(encodeModel(model))) };
}
