import type { PrismaClient } from "../../db/generated/client";
import { readRawBytes } from "../../db/raw-piece-codec";
import { refreshTranscript } from "../../db/transcript-store";
import { createModelBuilder } from "../../transcript/build-model";
import { encodeModelPieces, MODEL_FORMAT_VERSION } from "../../transcript/model-codec";
import { indexStoredTranscript } from "../search/index-stored-transcript";
import { encodeCallsTable } from "../transcripts/calls-table";
import { gzipPieces } from "./gzip-pieces";
import { summarizeModel } from "./summarize-model";

/**
 * Rebuilds a stored transcript's model and figures from its kept raw bytes with the current
 * parser (SPEC C1: raw bytes are kept so a transcript can be re-parsed). Streams: the raw
 * file is never whole in memory.
 */
export async function reparseTranscript(
  db: PrismaClient,
  id: string,
): Promise<{ records: number }> {
  const builder = createModelBuilder();
  for await (const bytes of readRawBytes(db, id)) builder.push(bytes);
  const model = builder.end();
  const [modelBlob, callsTable] = await Promise.all([
    gzipPieces(encodeModelPieces(model)),
    encodeCallsTable(model),
  ]);
  await refreshTranscript(db, id, {
    figures: summarizeModel(model),
    modelBlob,
    parserVersion: MODEL_FORMAT_VERSION,
    callsTable,
  });
  // The parser may read the records otherwise now: their text is indexed again.
  await indexStoredTranscript(db, id);
  return { records: model.records };
}
