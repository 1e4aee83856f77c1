import type { TranscriptModel } from "../../transcript/model";
import { memoByObject } from "./memo-by-object";

const withAutoTriggers = memoByObject(
  (model: TranscriptModel, _: null): TranscriptModel => ({
    ...model,
    compactions: model.compactions.map((c) => (c.trigger === null ? { ...c, trigger: "auto" } : c)),
  }),
  () => "",
  1,
);

/**
 * The model as the engine reads its compactions' triggers. Codex writes none on its
 * `compacted` lines (an automatic compaction and a user's `/compact` leave the same lines),
 * and every compaction the conformance lab saw `codex exec` make was automatic: the engine
 * takes a Codex compaction without a trigger as automatic (matched by the replay, bounding
 * the threshold) rather than as one a user asked for (replayed as given). The same object for
 * the same model (memoised weakly), so what is cached per model stays cached; a Claude Code
 * model is returned as it is.
 *
 * @example
 * withCodexTriggers(codexModel).compactions[0]?.trigger // "auto"
 */
export function withCodexTriggers(model: TranscriptModel): TranscriptModel {
  if (model.harness !== "codex" || model.compactions.every((c) => c.trigger !== null)) return model;
  return withAutoTriggers(model, null);
}
