import { loneRoundCompactsAt } from "../compaction/mechanisms/kept-last-round/config";
import { overridesForEnv } from "../compaction/config/env-overrides";
import { replaySession } from "../compaction/replay/replay-session";
import { resolveConfig } from "../compaction/config/resolve-config";
import { sessionVersion } from "../compaction/config/resolve-profile";
import { createModelBuilder } from "../transcript/build-model";
import type { TranscriptModel } from "../transcript/model";
import type { Disagreement } from "./matrix-schema";

/**
 * Does the engine predict what the real client did? The transcript a version wrote goes
 * through the ingest path's parser (`createModelBuilder`, the builder `ingestFile` streams
 * into; no database needed) and is replayed under `auto`: every recorded auto compaction must
 * be replayed at the same call with `tokensBefore` within PRE_TOKENS_TOLERANCE of `preTokens`,
 * and no autocompaction may be replayed where the client did not compact.
 */

/** preTokens must agree within a few tokens; the exact offset is kept in the matrix. */
const PRE_TOKENS_TOLERANCE = 10;

export type EngineCheck = {
  /** The version the transcript records (the engine picks its rules by it). */
  version: string | null;
  profile: string;
  engineThreshold: number;
  /**
   * Where the engine compacts a lone round (a session whose only round is the last): the
   * blocking limit for versions that compact one whole there, null where a lone round follows
   * the threshold (or is never compacted, and the lab probes after a warm-up round).
   */
  loneRoundThreshold: number | null;
  window: number;
  recordedAuto: { atCall: number; preTokens: number | null }[];
  replayedAuto: { atCall: number; tokensBefore: number }[];
  /** Every disagreement, its kind and its numbers in words; empty when the engine predicts the client. */
  disagreements: Disagreement[];
};

export function modelFromText(text: string): TranscriptModel {
  const builder = createModelBuilder();
  builder.push(Buffer.from(text));
  return builder.end();
}

/**
 * The transcript's model replayed under `auto`. The transcript does not record the
 * environment: the engine is told what the client was told, as far as its version reads it.
 */
function modelWithEnv(text: string, env: Record<string, string>) {
  const model = modelFromText(text);
  const version = sessionVersion(model);
  return { model, version, overrides: overridesForEnv(env, version).overrides };
}

function replayWithEnv(text: string, env: Record<string, string>) {
  const { model, version, overrides } = modelWithEnv(text, env);
  return { model, version, result: replaySession(model, { overrides }) };
}

/** The replay events that are an automatic compaction: Claude Code's unless a harness names its own. */
const CLAUDE_AUTO_KINDS: readonly string[] = ["autocompact"];

export function checkEngine(
  text: string,
  env: Record<string, string> = {},
  autoKinds: readonly string[] = CLAUDE_AUTO_KINDS,
): EngineCheck {
  const { model, version, result } = replayWithEnv(text, env);
  const recordedAuto = model.compactions
    .filter((c) => c.source === model.mainSource && c.trigger === "auto")
    .map((c) => ({ atCall: c.atCall, preTokens: c.preTokens }));
  const replayedAuto = result.events
    .filter((e) => autoKinds.includes(e.kind))
    .map((e) => ({ atCall: e.atCall, tokensBefore: e.tokensBefore }));
  // An attempt the engine expects to fail (its summary request over the window) is still a
  // prediction: the client either compacted there or did not try.
  const failedAttempts = result.events.filter((e) => e.kind === "compact-failed");
  const disagreements: Disagreement[] = [];
  for (const recorded of recordedAuto) {
    const replayed = replayedAuto.find((e) => e.atCall === recorded.atCall);
    const failed = failedAttempts.find((e) => e.atCall === recorded.atCall);
    if (!replayed && failed)
      disagreements.push({
        kind: "failed-attempt",
        message: `the client auto-compacted before call ${recorded.atCall} at preTokens ${recorded.preTokens}; the engine predicted a failed attempt (${failed.tokensBefore})`,
      });
    else if (!replayed)
      disagreements.push({
        kind: "missed-compaction",
        message: `the client auto-compacted before call ${recorded.atCall} at preTokens ${recorded.preTokens}; the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) did not`,
      });
    else if (
      recorded.preTokens !== null &&
      Math.abs(replayed.tokensBefore - recorded.preTokens) > PRE_TOKENS_TOLERANCE
    )
      disagreements.push({
        kind: "pre-tokens",
        message: `call ${recorded.atCall}: engine counted ${replayed.tokensBefore}, client preTokens ${recorded.preTokens} (off by ${replayed.tokensBefore - recorded.preTokens})`,
      });
  }
  for (const replayed of replayedAuto)
    if (!recordedAuto.some((r) => r.atCall === replayed.atCall))
      disagreements.push({
        kind: "extra-compaction",
        message: `the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) auto-compacted before call ${replayed.atCall} at ${replayed.tokensBefore}; the client did not`,
      });
  for (const failed of failedAttempts)
    if (!recordedAuto.some((r) => r.atCall === failed.atCall))
      disagreements.push({
        kind: "failed-attempt",
        message: `the engine (${result.profile}, threshold ${result.thresholds.autocompactThreshold}) attempted a compaction before call ${failed.atCall} at ${failed.tokensBefore} (predicted to fail); the client did not compact`,
      });
  const { values } = resolveConfig(model, { overrides: overridesForEnv(env, version).overrides });
  return {
    version,
    profile: result.profile,
    engineThreshold: result.thresholds.autocompactThreshold,
    loneRoundThreshold: loneRoundCompactsAt(values, result.thresholds.blockingLimit),
    window: result.window.tokens,
    recordedAuto,
    replayedAuto,
    disagreements,
  };
}

/**
 * Scenario 3's `/compact`: a manual compaction the file records is replayed at its call (the
 * engine takes it as given there). Each mismatch is a disagreement of kind `manual`.
 */
export function checkManualCompaction(
  text: string,
  env: Record<string, string> = {},
): Disagreement[] {
  const { model, result } = replayWithEnv(text, env);
  const recorded = model.compactions.find(
    (c) => c.source === model.mainSource && c.trigger === "manual",
  );
  if (!recorded) return [];
  const replayed = result.events.find((e) => e.kind === "manual-compact");
  if (!replayed)
    return [
      {
        kind: "manual",
        message: `the client compacted manually before call ${recorded.atCall}; the engine replayed no manual compaction`,
      },
    ];
  if (replayed.atCall !== recorded.atCall)
    return [
      {
        kind: "manual",
        message: `manual compaction at call ${recorded.atCall}, engine at ${replayed.atCall}`,
      },
    ];
  return [];
}

/**
 * Scenario 3's prompt-too-long: the file does not record the 400 (a reactive compaction shows
 * as an `auto` boundary far below the threshold, then the retried call), so the engine cannot
 * replay the error; what it must get right is whether the transcript's version compacts on
 * one at all: its profile's `reactiveCompact` beside what the client did. A mismatch is a
 * disagreement of kind `reactive`.
 */
export function checkReactiveCompaction(
  text: string,
  clientCompacted: boolean,
  env: Record<string, string> = {},
): Disagreement[] {
  const { model, version, overrides } = modelWithEnv(text, env);
  const { profile, values } = resolveConfig(model, { overrides });
  if (values.reactiveCompact === clientCompacted) return [];
  return [
    {
      kind: "reactive",
      message: clientCompacted
        ? `the client (${version}) compacted reactively on a 400 prompt-too-long; the engine's profile ${profile.id} has no reactive compaction`
        : `the client (${version}) answered a 400 prompt-too-long with an error; the engine's profile ${profile.id} compacts reactively`,
    },
  ];
}
