import { createReadStream } from "node:fs";
import { createModelBuilder } from "../build-model";
import type { TranscriptModel } from "../model";

/** Streams a file through the model builder (tests and scripts; the server streams requests). */
export async function loadModelFromFile(path: string): Promise<TranscriptModel> {
  const builder = createModelBuilder();
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    builder.push(chunk as Buffer);
  }
  return builder.end();
}
