import type { ReplayConfig } from "./replay-config";
import { API_CONTEXT_MANAGEMENT_DEFAULTS } from "../mechanisms/api-context-management/config";
import { CACHED_MICROCOMPACT_DEFAULTS } from "../mechanisms/cached-microcompact/config";
import { FULL_COMPACT_DEFAULTS } from "../mechanisms/full-compact/config";
import { LEGACY_MICROCOMPACT_DEFAULTS } from "../mechanisms/legacy-microcompact/config";
import { MANUAL_COMPACT_DEFAULTS } from "../mechanisms/manual-compact/config";
import { PTL_RETRY_DEFAULTS } from "../mechanisms/ptl-retry/config";
import { SESSION_MEMORY_DEFAULTS } from "../mechanisms/session-memory/config";
import { COMPACT_OUTPUT_RESERVE_CAP, THRESHOLD_DEFAULTS } from "../mechanisms/threshold/config";
import { TIME_BASED_MICROCOMPACT_DEFAULTS } from "../mechanisms/time-based-microcompact/config";
import { WINDOW_SOURCES_DEFAULTS } from "../mechanisms/window-sources/config";
import { KEPT_LAST_ROUND_DEFAULTS } from "../mechanisms/kept-last-round/config";
import { REACTIVE_COMPACT_DEFAULTS } from "../mechanisms/reactive-compact/config";

export const PROFILE_IDS = [
  "cc-1.0-literal",
  "cc-2.0",
  "cc-2.1-early",
  "cc-2.1",
  "cc-2.1-quiet",
  "cc-2.1-auto-window",
  "cc-2.1-reactive",
  "cc-2.1-lone-round",
] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export type Profile = { id: ProfileId; description: string; values: ReplayConfig };

/** What every profile shares: each mechanism's defaults (mechanisms/<name>/config.ts). */
const BASE: ReplayConfig = {
  ...THRESHOLD_DEFAULTS,
  ...WINDOW_SOURCES_DEFAULTS,
  ...LEGACY_MICROCOMPACT_DEFAULTS,
  ...TIME_BASED_MICROCOMPACT_DEFAULTS,
  ...CACHED_MICROCOMPACT_DEFAULTS,
  ...API_CONTEXT_MANAGEMENT_DEFAULTS,
  ...SESSION_MEMORY_DEFAULTS,
  ...FULL_COMPACT_DEFAULTS,
  ...MANUAL_COMPACT_DEFAULTS,
  ...REACTIVE_COMPACT_DEFAULTS,
  ...KEPT_LAST_ROUND_DEFAULTS,
  ...PTL_RETRY_DEFAULTS,
};

/**
 * Seeds 001, 003 (from 2.1.22): 167K with estimates. Legacy microcompact stays on above the
 * warning level: the conformance lab saw 2.1.22 to 2.1.68 clear 3 tool results silently at
 * 148,750 (warning level 147,000); a session that clears writes a record or leaves a drop in
 * the next call's usage, and the replay follows it instead of clearing twice (usage-drop.ts).
 * Subagents do not clear: the 2.1.50 fixture's compacted at 174,545 with 39,715 clearable.
 */
const CC_2_1: ReplayConfig = {
  ...BASE,
  outputReserveCap: COMPACT_OUTPUT_RESERVE_CAP,
  countingMode: "length/4",
  countingAnchor: "first",
  legacyMicrocompactMainOnly: true,
  legacyMicrocompactGateCount: "usage",
};

/** From 2.1.69: tool results are no longer cleared (the lab's 2.1.69 clears none up to 176,250). */
const CC_2_1_QUIET: ReplayConfig = { ...CC_2_1, legacyMicrocompact: false };

/** From 2.1.153: an unknown model's window is auto; the last round is kept out of the summary. */
const CC_2_1_AUTO_WINDOW: ReplayConfig = {
  ...CC_2_1_QUIET,
  unknownModelWindow: "auto",
  keepLastRound: true,
};

/**
 * The shipped profiles (SPEC §5 table). `cc-2.1-early` is not in the SPEC table: 2.1.0 to
 * 2.1.21 fire at cc-2.0's threshold (2.1.19 at 155.9K) but count like 2.1.x, and the 2.1.19
 * fixture's preTokens equal usage + length/4 after the LAST record of the message exactly.
 */
export const PROFILES: Record<ProfileId, Profile> = {
  "cc-1.0-literal": {
    id: "cc-1.0-literal",
    description:
      "Seed 002 as written: window - 13,000 (187,000); usage alone; microcompact as tier 1",
    values: {
      ...BASE,
      reserveOutputTokens: false,
      legacyMicrocompactGate: "autocompact",
      restoreSkills: false,
    },
  },
  "cc-2.0": {
    id: "cc-2.0",
    description: "Seeds 000, 004 (up to 2.0.x): window - 32,000 - 13,000 (155,000); usage alone",
    values: { ...BASE },
  },
  "cc-2.1-early": {
    id: "cc-2.1-early",
    description: "2.1.0 to 2.1.21: cc-2.0's 155,000 with usage + length/4 after the last record",
    values: { ...BASE, countingMode: "length/4", countingAnchor: "last" },
  },
  "cc-2.1": {
    id: "cc-2.1",
    description:
      "Seeds 001, 003 (2.1.22 to 2.1.68): window - min(32,000, 20,000) - 13,000 (167,000); usage + length/4; tool results cleared silently above the warning level (conformance lab)",
    values: CC_2_1,
  },
  "cc-2.1-quiet": {
    id: "cc-2.1-quiet",
    description: "2.1.69 to 2.1.152: cc-2.1 without legacy microcompact (conformance lab)",
    values: CC_2_1_QUIET,
  },
  "cc-2.1-auto-window": {
    id: "cc-2.1-auto-window",
    description:
      "Never picked by auto (2.1.153 already compacts reactively: cc-2.1-reactive): cc-2.1-quiet; a model without a window of its own has an auto window, never compacted before a call unless CLAUDE_CODE_AUTO_COMPACT_WINDOW; the last round kept out of the summary, a lone round never autocompacted (FORMAT §10, conformance lab)",
    values: CC_2_1_AUTO_WINDOW,
  },
  "cc-2.1-reactive": {
    id: "cc-2.1-reactive",
    description:
      "2.1.153 to 2.1.268: cc-2.1-auto-window plus reactive compaction on prompt-too-long (conformance lab)",
    values: { ...CC_2_1_AUTO_WINDOW, reactiveCompact: true },
  },
  "cc-2.1-lone-round": {
    id: "cc-2.1-lone-round",
    description:
      "2.1.269 on: cc-2.1-reactive; a lone round is autocompacted whole at the blocking limit, window - 20,000 - 3,000 (177,000 on 200K; conformance lab)",
    values: { ...CC_2_1_AUTO_WINDOW, reactiveCompact: true, loneRoundAtBlockingLimit: true },
  },
};

export function isProfileId(id: string): id is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(id);
}
