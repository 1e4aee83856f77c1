import { CONSTANT_SECTIONS, joinSlices } from "../mechanisms/registry";
import type { ReplayConfig } from "./replay-config";

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
const BASE = joinSlices<ReplayConfig>(
  CONSTANT_SECTIONS.map((section) => section.defaults),
  "default of",
);

/**
 * The shipped profiles (SPEC §5 table), each the one it builds on plus what every mechanism
 * changes for it (the `profiles` of its constant sections). `cc-2.1-early` is not in the SPEC
 * table: 2.1.0 to 2.1.21 fire at cc-2.0's threshold (2.1.19 at 155.9K) but count like 2.1.x,
 * and the 2.1.19 fixture's preTokens equal usage + length/4 after the LAST record of the
 * message exactly.
 */
const PROFILE_TREE: Record<ProfileId, { buildsOn: ProfileId | null; description: string }> = {
  "cc-1.0-literal": {
    buildsOn: "cc-2.0",
    description:
      "Seed 002 as written: window - 13,000 (187,000); usage alone; microcompact as tier 1",
  },
  "cc-2.0": {
    buildsOn: null,
    description: "Seeds 000, 004 (up to 2.0.x): window - 32,000 - 13,000 (155,000); usage alone",
  },
  "cc-2.1-early": {
    buildsOn: "cc-2.0",
    description: "2.1.0 to 2.1.21: cc-2.0's 155,000 with usage + length/4 after the last record",
  },
  "cc-2.1": {
    buildsOn: "cc-2.0",
    description:
      "Seeds 001, 003 (2.1.22 to 2.1.68): window - min(32,000, 20,000) - 13,000 (167,000); usage + length/4; tool results cleared silently above the warning level (conformance lab)",
  },
  "cc-2.1-quiet": {
    buildsOn: "cc-2.1",
    description: "2.1.69 to 2.1.152: cc-2.1 without legacy microcompact (conformance lab)",
  },
  "cc-2.1-auto-window": {
    buildsOn: "cc-2.1-quiet",
    description:
      "Never picked by auto (2.1.153 already compacts reactively: cc-2.1-reactive): cc-2.1-quiet; a model without a window of its own has an auto window, never compacted before a call unless CLAUDE_CODE_AUTO_COMPACT_WINDOW; the last round kept out of the summary, a lone round never autocompacted (FORMAT §10, conformance lab)",
  },
  "cc-2.1-reactive": {
    buildsOn: "cc-2.1-auto-window",
    description:
      "2.1.153 to 2.1.268: cc-2.1-auto-window plus reactive compaction on prompt-too-long (conformance lab)",
  },
  "cc-2.1-lone-round": {
    buildsOn: "cc-2.1-reactive",
    description:
      "2.1.269 on: cc-2.1-reactive; a lone round is autocompacted whole at the blocking limit, window - 20,000 - 3,000 (177,000 on 200K; conformance lab)",
  },
};

function valuesOf(id: ProfileId): ReplayConfig {
  const { buildsOn } = PROFILE_TREE[id];
  const changes = CONSTANT_SECTIONS.map((section) => section.profiles?.[id] ?? {});
  return Object.assign({ ...(buildsOn ? valuesOf(buildsOn) : BASE) }, ...changes);
}

export const PROFILES = Object.fromEntries(
  PROFILE_IDS.map((id) => [
    id,
    { id, description: PROFILE_TREE[id].description, values: valuesOf(id) },
  ]),
) as Record<ProfileId, Profile>;

export function isProfileId(id: string): id is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(id);
}
