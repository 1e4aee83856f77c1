import { replaySession } from "../compaction/replay-session";
import { createModelBuilder } from "../transcript/build-model";
import type { TranscriptModel } from "../transcript/model";

/**
 * Does the engine predict what the real client did? The transcript a version wrote goes
 * through the ingest path's parser (`createModelBuilder`, the builder `ingestFile` streams
 * into; no database needed) and is replayed under `auto`: every recorded auto compaction must
 * be replayed at the same call with `tokensBefore` within PRE_TOKENS_TOLERANCE of `preTokens`,
 * and no autocompaction may be replayed where the client did not compact.
 */

export const PRE_TOKENS_TOLERANCE = 5;

export type EngineCheck = {
  profile: string;
  engineThreshold: number;
  window: number;
  recordedAuto: { atCall: number; preTokens: number | null }[];
  replayedAuto: { atCall: number; tokensBefore: number }[];
  /** Every disagreement in words; empty when the engine predicts the client. */
  disagreements: string[];
};

export function modelFromText(text: string): TranscriptModel {
  const builder = createModelBuilder();
  builder.push(Buffer.from(text));
  return builder.end();
}

export function checkEngine(text: string): EngineCheck {
  const model = modelFromText(text);
  const result = replaySession(model, {});
  const recordedAuto = model.compactions
    .filter((c) => c.source === model.mainSource && c.trigger === "auto")
    .map((c) => ({ atCall: c.atCall, preTokens: c.preTokens }));
  const replayedAuto = result.events
    .filter((e) => e.kind === "autocompact")
    .map((e) => ({ atCall: e.atCall, tokensBefore: e.tokensBefore }));
  const disagreements: string[] = [];
  for (const recorded of recordedAuto) {
    const replayed = replayedAuto.find((e) => e.atCall === recorded.atCall);
    if (!replayed)
      disagreements.push(
        `the client auto-compacted before call ${recorded.atCall} at preTokens ${recorded.preTokens}; the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) did not`,
      );
    else if (recorded.preTokens !== null && Math.abs(replayed.tokensBefore - recorded.preTokens) > PRE_TOKENS_TOLERANCE)
      disagreements.push(
        `call ${recorded.atCall}: engine counted ${replayed.tokensBefore}, client preTokens ${recorded.preTokens} (off by ${replayed.tokensBefore - recorded.preTokens})`,
      );
  }
  for (const replayed of replayedAuto)
    if (!recordedAuto.some((r) => r.atCall === replayed.atCall))
      disagreements.push(
        `the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) auto-compacted before call ${replayed.atCall} at ${replayed.tokensBefore}; the client did not`,
      );
  return {
    profile: result.profile,
    engineThreshold: result.thresholds.autocompactThreshold,
    window: result.window.tokens,
    recordedAuto,
    replayedAuto,
    disagreements,
  };
}
