import { finishModel, type SharedCollected } from "../finish-model";
import type { TranscriptModel } from "../model";
import type { CodexReader } from "./create-codex-reader";

/**
 * The model of a Codex rollout: the same finishing as Claude Code's (call indices, compaction
 * positions), then each compaction's summary as its `compacted` line holds it. The entry after
 * a Codex boundary is the next turn, not a summary, so the Claude Code reading of it is replaced.
 */
export function finishCodexModel(
  collected: SharedCollected,
  reader: CodexReader,
  copy: boolean,
): TranscriptModel {
  const drafts = reader.drafts();
  const model = finishModel({
    ...collected,
    harness: "codex",
    calls: copy ? [...drafts] : drafts,
    sessionIds: reader.sessionIds,
    cwd: reader.cwd,
    title: reader.title,
  });
  for (const compaction of model.compactions) {
    const summary = reader.summaryOf(compaction.line);
    compaction.summaryChars = summary?.chars ?? null;
    compaction.summaryEncrypted = summary?.encrypted ?? false;
    if (summary?.requestContextTokens !== undefined)
      compaction.requestContextTokens = summary.requestContextTokens;
  }
  return model;
}
