import { finishModel, type SharedCollected } from "../finish-model";
import type { TranscriptModel } from "../model";
import type { OpenCodeReader } from "./create-opencode-reader";
import { recordedPrunes } from "./recorded-prunes";

/**
 * The model of an OpenCode session: the same finishing as Claude Code's (call indices,
 * compaction positions), then each compaction's summary size and its request's context, read
 * from the summary message that follows it (readable, never encrypted), and the prunes the
 * file records (OpenCode writes no boundary for them: the time on each cleared output).
 */
export function finishOpenCodeModel(
  collected: SharedCollected,
  reader: OpenCodeReader,
  copy: boolean,
): TranscriptModel {
  const drafts = reader.drafts();
  const model = finishModel({
    ...collected,
    harness: "opencode",
    calls: copy ? drafts.map((draft) => ({ ...draft })) : drafts,
    sessionIds: reader.sessionIds,
    cwd: reader.cwd,
    title: reader.title,
  });
  for (const compaction of model.compactions) {
    const summary = reader.summaryOf(compaction.line);
    compaction.summaryChars = summary?.chars ?? null;
    compaction.summaryEncrypted = false;
    if (summary?.requestContext) compaction.requestContextTokens = summary.requestContext;
  }
  model.microcompactions = recordedPrunes(reader.prunedOutputs(), model.calls);
  return model;
}
