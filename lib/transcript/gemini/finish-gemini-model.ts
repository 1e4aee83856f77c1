import { finishModel, type SharedCollected } from "../finish-model";
import type { TranscriptModel } from "../model";
import type { GeminiReader } from "./create-gemini-reader";

/**
 * The model of a Gemini CLI session: the same finishing as Claude Code's (call indices,
 * compaction positions), then each compaction's summary size as its message list holds it
 * (readable, never encrypted), and whether its format records compressions at all (a converted
 * document does not). The file records no working folder.
 */
export function finishGeminiModel(
  collected: SharedCollected,
  reader: GeminiReader,
  copy: boolean,
): TranscriptModel {
  const drafts = reader.drafts();
  const model = finishModel({
    ...collected,
    harness: "gemini-cli",
    calls: copy ? drafts.map((draft) => ({ ...draft })) : drafts,
    sessionIds: reader.sessionIds,
    cwd: null,
    title: reader.title,
  });
  model.recordsCompactions = reader.recordsCompactions;
  for (const compaction of model.compactions) {
    compaction.summaryChars = reader.summaryCharsOf(compaction.line) ?? null;
    compaction.summaryEncrypted = false;
  }
  return model;
}
