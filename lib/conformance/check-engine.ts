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

/** "preTokens within a few tokens" (issue 8); the exact offset is kept in the matrix. */
export const PRE_TOKENS_TOLERANCE = 10;

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

/** How Claude Code reads a boolean variable: "1", "true", "yes", "on" (any case). */
export const isTruthyEnv = (value: string | undefined) =>
  value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/**
 * The engine's overrides for the environment a setting ran under: the transcript does not
 * record the environment, so the engine is told what the client was told.
 */
export function overridesForEnv(env: Record<string, string>): Record<string, number | boolean> {
  const overrides: Record<string, number | boolean> = {};
  const pct = Number(env.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE);
  if (Number.isFinite(pct) && pct > 0) overrides.autocompactPctOverride = pct;
  const window = Number(env.CLAUDE_CODE_AUTO_COMPACT_WINDOW);
  if (Number.isFinite(window) && window > 0) overrides.contextWindow = window;
  const maxOutput = Number(env.CLAUDE_CODE_MAX_OUTPUT_TOKENS);
  if (Number.isInteger(maxOutput) && maxOutput > 0) overrides.maxOutputTokens = maxOutput;
  if (isTruthyEnv(env.DISABLE_AUTO_COMPACT)) overrides.disableAutoCompact = true;
  return overrides;
}

export function checkEngine(text: string, env: Record<string, string> = {}): EngineCheck {
  const model = modelFromText(text);
  const result = replaySession(model, { overrides: overridesForEnv(env) });
  const recordedAuto = model.compactions
    .filter((c) => c.source === model.mainSource && c.trigger === "auto")
    .map((c) => ({ atCall: c.atCall, preTokens: c.preTokens }));
  const replayedAuto = result.events
    .filter((e) => e.kind === "autocompact")
    .map((e) => ({ atCall: e.atCall, tokensBefore: e.tokensBefore }));
  // An attempt the engine expects to fail (its summary request over the window) is still a
  // prediction: the client either compacted there or did not try.
  const failedAttempts = result.events.filter((e) => e.kind === "compact-failed");
  const disagreements: string[] = [];
  for (const recorded of recordedAuto) {
    const replayed = replayedAuto.find((e) => e.atCall === recorded.atCall);
    const failed = failedAttempts.find((e) => e.atCall === recorded.atCall);
    if (!replayed && failed)
      disagreements.push(
        `the client auto-compacted before call ${recorded.atCall} at preTokens ${recorded.preTokens}; the engine predicted a failed attempt (${failed.tokensBefore})`,
      );
    else if (!replayed)
      disagreements.push(
        `the client auto-compacted before call ${recorded.atCall} at preTokens ${recorded.preTokens}; the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) did not`,
      );
    else if (
      recorded.preTokens !== null &&
      Math.abs(replayed.tokensBefore - recorded.preTokens) > PRE_TOKENS_TOLERANCE
    )
      disagreements.push(
        `call ${recorded.atCall}: engine counted ${replayed.tokensBefore}, client preTokens ${recorded.preTokens} (off by ${replayed.tokensBefore - recorded.preTokens})`,
      );
  }
  for (const replayed of replayedAuto)
    if (!recordedAuto.some((r) => r.atCall === replayed.atCall))
      disagreements.push(
        `the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) auto-compacted before call ${replayed.atCall} at ${replayed.tokensBefore}; the client did not`,
      );
  for (const failed of failedAttempts)
    if (!recordedAuto.some((r) => r.atCall === failed.atCall))
      disagreements.push(
        `the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) attempted a compaction before call ${failed.atCall} at ${failed.tokensBefore} (predicted to fail); the client did not compact`,
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
