import { z } from "zod";
import type { TranscriptModel } from "../../transcript/model";
import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { charsPerTokenOf } from "../mechanisms/threshold/chars-per-token";
import { familyLimit } from "../mechanisms/codex-auto-compact/limit";
import { resolveContextWindow, sessionModel, type ResolvedWindow } from "./model-windows";
import { PROFILES } from "./profiles";
import { CONSTANT_NAMES, type ConstantName, type ReplayConfig } from "./replay-config";
import type { ParsedReplayRequest, RequestableProfile } from "./replay-request-schema";
import { resolveProfile, sessionVersion, type ResolvedProfile } from "./resolve-profile";

export type ResolvedConfig = {
  profile: ResolvedProfile;
  values: ReplayConfig;
  overridden: ConstantName[];
  window: ResolvedWindow;
};

/**
 * Resolves a parsed replay request's profile against the transcript, applies the overrides one
 * by one and resolves the window. The request was parsed once where it came in (a route, a
 * sweep's grid); what only the transcript can tell, a set of constants that leaves no
 * threshold, throws a ZodError here.
 *
 * @example
 * resolveConfig(model, { overrides: { autocompactPctOverride: 80 } }).values.autocompactPctOverride // 80
 */
/** A request whose settings are all named: `fitted` is resolved to its settings first (replaySession). */
export type NamedReplayRequest = Omit<ParsedReplayRequest, "profile"> & {
  profile?: Exclude<RequestableProfile, "fitted">;
};

export function resolveConfig(
  model: TranscriptModel,
  request: NamedReplayRequest = {},
): ResolvedConfig {
  const profile = resolveProfile(model, request.profile ?? "auto");
  const overrides = request.overrides ?? {};
  const overridden = CONSTANT_NAMES.filter((name) => overrides[name] !== undefined);
  const values: ReplayConfig = { ...PROFILES[profile.id].values };
  for (const name of overridden) Object.assign(values, { [name]: overrides[name] });
  // Like its window, the divisor of Claude Code's estimate comes with the model (from 2.1.140);
  // Codex counts 4 bytes a token whatever the model.
  const divisor = values.codexAutoCompact
    ? null
    : charsPerTokenOf(sessionModel(model), sessionVersion(model));
  if (divisor !== null && !overridden.includes("charsPerToken")) values.charsPerToken = divisor;
  // Under Codex's family rule the limit comes with the model, as the divisor does; a model
  // without one is never compacted automatically (conformance lab, 0.45.0).
  if (
    values.codexAutoCompact &&
    values.codexLimitRule === "model-family" &&
    !overridden.includes("codexAutoCompactTokenLimit")
  ) {
    const limit = familyLimit(sessionModel(model), sessionVersion(model));
    if (limit === null) values.disableAutoCompact = true;
    else values.codexAutoCompactTokenLimit = limit;
  }
  const window = resolveContextWindow(model, values);
  checkThresholdsPositive(values, window.tokens);
  return { profile, values, overridden, window };
}

const WINDOW_CONSTANTS: ConstantName[] = [
  "contextWindow",
  "maxOutputTokens",
  "outputReserveCap",
  "autocompactBufferTokens",
];

/**
 * Each constant may be within its bounds and the set still leave no room: a 200K window less
 * a 190K output reserve less a 13K buffer is a negative threshold, which replays as nonsense.
 * Refused like any invalid request (a ZodError, so a 422 naming the constants).
 */
function checkThresholdsPositive(values: ReplayConfig, window: number): void {
  const { effectiveWindow, autocompactThreshold } = computeThresholds(values, window);
  if (autocompactThreshold > 0) return;
  const fmt = (n: number) => n.toLocaleString("en-US");
  throw new z.ZodError([
    {
      code: "custom",
      path: ["overrides"],
      input: values,
      message:
        `a ${fmt(window)}-token window less the output reserve (${fmt(window - effectiveWindow)}) ` +
        `and the autocompact buffer leaves a threshold of ${fmt(autocompactThreshold)} tokens; ` +
        `it must stay above 0: lower ${WINDOW_CONSTANTS.slice(1).join(", ")} or raise ${WINDOW_CONSTANTS[0]}`,
    },
  ]);
}
