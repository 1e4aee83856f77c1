import { HARNESS_NAMES, type HarnessId } from "../../transcript/harness";
import { CONSTANT_SECTIONS, joinSlices } from "../mechanisms/registry";
import { versionSpanOfProfile } from "./profile-ranges";
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
  "codex-no-auto",
  "codex-family-limit",
  "codex-same-turn",
  "codex-pending",
  "codex",
  "gemini-0.10",
  "gemini-0.16",
  "gemini",
  "opencode-prune",
  "opencode",
] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

/** A profile replays one harness's policy (any session can be replayed under any of them). */
export type Profile = {
  id: ProfileId;
  harness: HarnessId;
  description: string;
  values: ReplayConfig;
};

/** What every profile shares: each mechanism's defaults (mechanisms/<name>/config.ts). */
const BASE = joinSlices<ReplayConfig>(
  CONSTANT_SECTIONS.map((section) => section.defaults),
  "default of",
);

/**
 * The shipped profiles (SPEC §5 table), each the one it builds on plus what every mechanism
 * changes for it (the `profiles` of its constant sections). `cc-2.1-early` is not in the SPEC
 * table: 2.1.0 to 2.1.20 fire at cc-2.0's threshold (2.1.19 at 155.9K) but count like 2.1.x,
 * and the 2.1.19 fixture's preTokens equal usage + length/4 after the LAST record of the
 * message exactly.
 */
const PROFILE_TREE: Record<
  ProfileId,
  { buildsOn: ProfileId | null; harness?: HarnessId; description: string }
> = {
  "cc-1.0-literal": {
    buildsOn: "cc-2.0",
    description:
      "The reverse-engineered notes on Claude Code 1.0.x as written (never picked by auto): window - 13,000 (187,000); usage alone; microcompact as the first tier",
  },
  "cc-2.0": {
    buildsOn: null,
    description: "window - 32,000 - 13,000 (155,000); usage alone",
  },
  "cc-2.1-early": {
    buildsOn: "cc-2.0",
    description: "cc-2.0's 155,000 with usage + length/4 after the last record",
  },
  "cc-2.1": {
    buildsOn: "cc-2.0",
    description:
      "window - min(32,000, 20,000) - 13,000 (167,000); usage + length/4; tool results cleared silently above the warning level (measured on released versions)",
  },
  "cc-2.1-quiet": {
    buildsOn: "cc-2.1",
    description: "cc-2.1 without legacy microcompact (measured on released versions)",
  },
  "cc-2.1-auto-window": {
    buildsOn: "cc-2.1-quiet",
    description:
      "Never picked by auto (2.1.153 already compacts reactively: cc-2.1-reactive): cc-2.1-quiet; a model without a window of its own has an auto window, never compacted before a call unless CLAUDE_CODE_AUTO_COMPACT_WINDOW; the last round kept out of the summary, a lone round never autocompacted (seen in real transcripts, measured on released versions)",
  },
  "cc-2.1-reactive": {
    buildsOn: "cc-2.1-auto-window",
    description:
      "cc-2.1-auto-window plus reactive compaction on prompt-too-long (measured on released versions)",
  },
  "cc-2.1-lone-round": {
    buildsOn: "cc-2.1-reactive",
    description:
      "cc-2.1-reactive; a lone round is autocompacted whole at the blocking limit, window - 20,000 - 3,000 (177,000 on 200K; measured on released versions)",
  },
  "codex-no-auto": {
    buildsOn: "codex",
    harness: "codex",
    description: "no automatic compaction (0.36.0 and 0.39.0 in codex exec, measured)",
  },
  "codex-family-limit": {
    buildsOn: "codex-same-turn",
    harness: "codex",
    description:
      "the model family's own limit (gpt-5-codex 220,000 on 0.40.0, 350,000 from 0.45.0, above its 272,000 window; none for others: never compacted), checked on the last total right after the response; the rebuilt history is the initial context and the bare summary (measured on 0.40.0 and 0.45.0)",
  },
  "codex-same-turn": {
    buildsOn: "codex",
    harness: "codex",
    description:
      "90% of the window on the last total alone, checked right after the response in the same turn (measured up to 0.73.0) or, later (from 0.79.0, which restores the last count on resume), before the next turn (what exec resume re-appends is not counted); the user messages kept, the summary without a prefix (measured on 0.49.0, 0.50.0, 0.58.0, 0.65.0, 0.72.0, 0.73.0, 0.79.0, 0.80.0, 0.90.0, 0.92.0, 0.94.0, 0.97.0, 0.98.0)",
  },
  "codex-pending": {
    buildsOn: "codex-same-turn",
    harness: "codex",
    description:
      "codex-same-turn's limit on the last total alone, checked right after a response that needs a follow-up (a tool's output) and before the next turn; but what the next turn's check reads lives only in the client process that saw the response: a process that resumes the session (exec resume, codex resume) starts knowing no usage and does not check before its first call, so a session driven by exec and exec resume compacts only inside a turn (measured on 0.74.0, 0.75.0 and 0.77.0, in codex exec and in the TUI)",
  },
  codex: {
    buildsOn: null,
    harness: "codex",
    description:
      "90% of the model's window (244,800 of gpt-5's 272,000); before a turn (and after a response that needs a follow-up) the last total plus ceil(bytes / 4) of each item the client added after it (such as the initial context exec resume re-appends, until 0.105.0), the new prompt left out; after it the initial context, up to 20,000 tokens of recent user messages and the prefixed summary (measured on 0.99.0, 0.100.0, 0.101.0, 0.104.0 and nine later releases)",
  },
  "gemini-0.10": {
    buildsOn: "gemini",
    harness: "gemini-cli",
    description:
      "gemini with 70% of the token limit in place of half (734,004 of 1,048,576): COMPRESSION_TOKEN_THRESHOLD 0.7 in the core's client.js, read from the published packages (session files begin with 0.8.2)",
  },
  "gemini-0.16": {
    buildsOn: "gemini",
    harness: "gemini-cli",
    description:
      "gemini with 20% of the token limit (209,716 of 1,048,576): the model.compressionThreshold setting's default 0.2, read from the published packages and measured on 0.16.0",
  },
  gemini: {
    buildsOn: null,
    harness: "gemini-cli",
    description:
      "half the model's token limit (524,288 of 1,048,576; 128,000 of gemma-4's 256,000), checked before every request on the last response's prompt tokens; the newest 30% of the history kept from a user prompt on, the rest summarised into a state snapshot (measured on 0.30.0 and 0.61.0)",
  },
  "opencode-prune": {
    buildsOn: "opencode",
    harness: "opencode",
    description:
      "opencode with prune on (compaction.prune's default): after each prompt, tool outputs beyond the newest 40,000 estimated tokens, outside the last two turns, cleared when more than 20,000 (measured on 1.1.65 and, set on, 1.18.33; in the TUI or a server: a lone `opencode run` exits first)",
  },
  opencode: {
    buildsOn: null,
    harness: "opencode",
    description:
      "the usable context: the window less the output limit (capped at 32,000; 168,000 of 200,000), or the input limit less the reserve; checked before every step on the last response's total; the history summarised, the newest turns kept up to a quarter of the usable context within 2,000 and 15,000; prune off (measured on 1.18.33)",
  },
};

/** The harness whose policy a profile replays. */
export function harnessOfProfile(id: ProfileId): HarnessId {
  return PROFILE_TREE[id].harness ?? "claude-code";
}

/**
 * A profile's description for people: the Claude Code versions `auto` picks it for, from the
 * same ranges `auto` reads (so the two never disagree), then what it does.
 */
function describeProfile(id: ProfileId): string {
  const span = versionSpanOfProfile(id);
  const text = PROFILE_TREE[id].description;
  return span ? `${HARNESS_NAMES[harnessOfProfile(id)]} ${span}: ${text}` : text;
}

function valuesOf(id: ProfileId): ReplayConfig {
  const { buildsOn } = PROFILE_TREE[id];
  const changes = CONSTANT_SECTIONS.map((section) => section.profiles?.[id] ?? {});
  return Object.assign({ ...(buildsOn ? valuesOf(buildsOn) : BASE) }, ...changes);
}

export const PROFILES = Object.fromEntries(
  PROFILE_IDS.map((id) => [
    id,
    { id, harness: harnessOfProfile(id), description: describeProfile(id), values: valuesOf(id) },
  ]),
) as Record<ProfileId, Profile>;

/** A harness's profiles, in `PROFILE_IDS` order: what explanations compare a session with. */
export function profilesOfHarness(harness: HarnessId): ProfileId[] {
  return PROFILE_IDS.filter((id) => harnessOfProfile(id) === harness);
}

export function isProfileId(id: string): id is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(id);
}
