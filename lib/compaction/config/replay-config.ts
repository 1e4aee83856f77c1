import { z } from "zod";
import { API_CONTEXT_MANAGEMENT_CONFIG } from "../mechanisms/api-context-management/config";
import { CACHED_MICROCOMPACT_CONFIG } from "../mechanisms/cached-microcompact/config";
import { FULL_COMPACT_CONFIG } from "../mechanisms/full-compact/config";
import { LEGACY_MICROCOMPACT_CONFIG } from "../mechanisms/legacy-microcompact/config";
import { MANUAL_COMPACT_CONFIG } from "../mechanisms/manual-compact/config";
import { PTL_RETRY_CONFIG } from "../mechanisms/ptl-retry/config";
import { SESSION_MEMORY_CONFIG } from "../mechanisms/session-memory/config";
import { COUNTING_CONFIG, THRESHOLD_WINDOW_CONFIG } from "../mechanisms/threshold/config";
import { WINDOW_SOURCES_CONFIG } from "../mechanisms/window-sources/config";
import { KEPT_LAST_ROUND_CONFIG } from "../mechanisms/kept-last-round/config";
import { REACTIVE_COMPACT_CONFIG } from "../mechanisms/reactive-compact/config";
import { TIME_BASED_MICROCOMPACT_CONFIG } from "../mechanisms/time-based-microcompact/config";

export { COUNTING_MODES, type CountingMode } from "../mechanisms/threshold/config";
export { LEGACY_MICROCOMPACT_GATES } from "../mechanisms/legacy-microcompact/config";
export type { ManualCompaction } from "../mechanisms/config-fields";

/**
 * Every constant a replay uses: the slices of the mechanisms (mechanisms/<name>/config.ts), in
 * the order the constants panel shows them (its groups start at a slice's first constant, see
 * constant-groups.ts; the order of the checks is MECHANISMS in mechanisms/index.ts). A profile
 * gives each a value; a request may override any of them one by one. Descriptions name the
 * seed that is the source of the default.
 */
export const replayConfigSchema = z.strictObject({
  ...THRESHOLD_WINDOW_CONFIG,
  ...WINDOW_SOURCES_CONFIG,
  ...COUNTING_CONFIG,
  ...LEGACY_MICROCOMPACT_CONFIG,
  ...TIME_BASED_MICROCOMPACT_CONFIG,
  ...CACHED_MICROCOMPACT_CONFIG,
  ...API_CONTEXT_MANAGEMENT_CONFIG,
  ...SESSION_MEMORY_CONFIG,
  ...FULL_COMPACT_CONFIG,
  ...MANUAL_COMPACT_CONFIG,
  ...REACTIVE_COMPACT_CONFIG,
  ...KEPT_LAST_ROUND_CONFIG,
  ...PTL_RETRY_CONFIG,
});

export type ReplayConfig = z.infer<typeof replayConfigSchema>;
export type ConstantName = keyof ReplayConfig;
export const CONSTANT_NAMES = Object.keys(replayConfigSchema.shape) as ConstantName[];

/** A constant's description, for the constants panel. */
export function describeConstant(name: ConstantName): string {
  return replayConfigSchema.shape[name].description ?? "";
}
