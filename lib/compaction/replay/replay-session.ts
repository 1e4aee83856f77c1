import { withCodexTriggers } from "./codex-triggers";
import type { TranscriptModel } from "../../transcript/model";
import { detectCacheBreaks } from "../explain/cache-breaks";
import { configKey } from "../config/config-key";
import { EVENT_KINDS } from "./event-kinds";
import { REPLAY_ENGINE_VERSION } from "../config/engine-version";
import { explainCompactions } from "../explain/explain-compactions";
import { inferThreshold } from "../explain/infer-threshold";
import { CONSTANT_NAMES, type ConstantName } from "../config/replay-config";
import type { ParsedReplayRequest } from "../config/replay-request-schema";
import type { ConfigEntry, RecordedEvent, ReplayEvent, ReplayResult } from "./replay-result";
import { isCopiedBoundary } from "./copied-boundary";
import { resolveConfig } from "../config/resolve-config";
import { runReplay, type ReplayRun } from "./run-replay";
import { fitSettings, type Fit } from "../fit/fit-settings";
import { describeSettings } from "../fit/describe-settings";

/** The calls where the replay made an event that can match a recorded one of this kind. */
function callsMatching(
  events: readonly ReplayEvent[],
  recorded: "compaction" | "microcompaction",
): Set<number> {
  const matching = events.filter((event) => EVENT_KINDS[event.kind].matches === recorded);
  return new Set(matching.map((event) => event.atCall));
}

/**
 * The settings fitted from the file, for a replay of the session as it was (`auto`, nothing
 * overridden or replaced): the run is `auto`'s own, so a session it reproduces costs nothing
 * more. A what-if replay leaves the fit out.
 */
function fitOfAuto(
  model: TranscriptModel,
  request: ParsedReplayRequest,
  run: ReplayRun,
): Fit | null | undefined {
  const isAsRecorded =
    (request.profile ?? "auto") === "auto" &&
    Object.keys(request.overrides ?? {}).length === 0 &&
    request.summaryAt === undefined;
  return isAsRecorded ? fitSettings(model, { autoRun: run }) : undefined;
}

/**
 * Replays a transcript's compaction machinery under a profile (`auto` by default) with
 * constants overridden one by one, and explains what the real session did (SPEC C3, §5).
 * Pure: reads the model, never changes it; the same model and request give the same result.
 * The request is parsed where it came in (`replayRequestSchema`); a set of constants that
 * leaves this transcript no threshold throws a ZodError (resolveConfig).
 *
 * @example
 * const result = replaySession(model, { profile: "auto", overrides: { autocompactPctOverride: 80 } });
 * result.events.filter((e) => e.kind === "autocompact").map((e) => e.atCall);
 */
export function replaySession(
  given: TranscriptModel,
  request: ParsedReplayRequest = {},
): ReplayResult {
  const model = withCodexTriggers(given);
  const { profile = "auto" } = request;
  const isFitted = profile === "fitted";
  const fitted = isFitted ? fitSettings(model) : undefined;
  const resolved = resolveConfig(model, {
    ...request,
    profile: profile === "fitted" ? "auto" : profile,
    overrides: { ...fitted?.overrides, ...request.overrides },
  });
  const { values, window } = resolved;
  const run = runReplay(model, resolved, request.summaryAt ?? null);
  const fit = isFitted ? (fitted ?? null) : fitOfAuto(model, request, run);
  const compactedAt = callsMatching(run.events, "compaction");
  const microcompactedAt = callsMatching(run.events, "microcompaction");
  const recorded: RecordedEvent[] = [
    ...run.recorded.map(({ compaction: c, facts }) => ({
      ...facts,
      kind: "compaction" as const,
      uuid: c.uuid,
      atCall: c.atCall,
      trigger: c.trigger,
      preTokens: c.preTokens,
      postTokens: c.postTokens,
      durationMs: c.durationMs,
      replayable: c.atCall > 0 && !isCopiedBoundary(c),
      matched: compactedAt.has(c.atCall),
    })),
    ...[...run.index.microcompactionsAt.values()].flat().map((m) => ({
      kind: "microcompaction" as const,
      uuid: m.uuid,
      atCall: m.atCall,
      trigger: m.trigger,
      preTokens: m.preTokens,
      postTokens:
        m.preTokens !== null && m.tokensSaved !== null ? m.preTokens - m.tokensSaved : null,
      clearedAttachments: m.clearedAttachmentUUIDs.length,
      replayable: m.atCall > 0,
      matched: microcompactedAt.has(m.atCall),
    })),
  ].sort((a, b) => a.atCall - b.atCall);
  const overridden = new Set(resolved.overridden);
  const config = Object.fromEntries(
    CONSTANT_NAMES.map((name) => [name, { value: values[name], overridden: overridden.has(name) }]),
  ) as Record<ConstantName, ConfigEntry>;
  const explainInput = { model, index: run.index, config: values, window: window.tokens };
  return {
    engineVersion: REPLAY_ENGINE_VERSION,
    profile: resolved.profile.id,
    profileReason:
      fitted && fitted.settings.length > 0
        ? `fitted from the file: ${describeSettings(fitted.settings)}; ${resolved.profile.reason}`
        : resolved.profile.reason,
    configKey: configKey(resolved),
    config,
    window,
    thresholds: run.thresholds,
    calls: run.calls,
    events: run.events,
    recorded,
    recordsCompactions: model.recordsCompactions !== false,
    cacheBreaks: detectCacheBreaks(model),
    explanations: explainCompactions(explainInput),
    thresholdInference: inferThreshold({
      ...explainInput,
      mainSource: model.mainSource,
      harness: model.harness,
    }),
    ...(fit === undefined ? {} : { fit }),
  };
}
