import type { TranscriptModel } from "../transcript/model";
import { resolveContextWindow, type ResolvedWindow } from "./model-windows";
import { PROFILES } from "./profiles";
import { CONSTANT_NAMES, type ConstantName, type ReplayConfig } from "./replay-config";
import { replayRequestSchema, type ReplayRequest } from "./replay-request-schema";
import { resolveProfile, type ResolvedProfile } from "./resolve-profile";

export type ResolvedConfig = {
  profile: ResolvedProfile;
  values: ReplayConfig;
  overridden: ConstantName[];
  window: ResolvedWindow;
};

/**
 * Parses a replay request (throws the ZodError of an invalid one), resolves its profile
 * against the transcript, applies the overrides one by one and resolves the window.
 *
 * @example
 * resolveConfig(model, { overrides: { autocompactPctOverride: 80 } }).values.autocompactPctOverride // 80
 */
export function resolveConfig(model: TranscriptModel, request: ReplayRequest = {}): ResolvedConfig {
  const parsed = replayRequestSchema.parse(request);
  const profile = resolveProfile(model, parsed.profile ?? "auto");
  const overrides = parsed.overrides ?? {};
  const overridden = CONSTANT_NAMES.filter((name) => overrides[name] !== undefined);
  const values: ReplayConfig = { ...PROFILES[profile.id].values };
  for (const name of overridden) Object.assign(values, { [name]: overrides[name] });
  return { profile, values, overridden, window: resolveContextWindow(model, values) };
}
