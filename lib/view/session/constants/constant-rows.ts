import { PROFILES, type ProfileId } from "@/lib/compaction/config/profiles";
import {
  CONSTANT_NAMES,
  describeConstant,
  type ConstantName,
} from "@/lib/compaction/config/replay-config";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";
import { plainText, surround, type LinkedText } from "@/lib/view/sources/linked-text";
import { groupOfConstant, type ConstantGroupId } from "./constant-groups";
import { inputOfConstant, type ConstantInput } from "./constant-input";
import { sourceOfConstant, type ConstantSource } from "./constant-source";
import { describeConstantValue } from "./describe-constant-value";

export type ConstantRow = {
  name: ConstantName;
  /** The name in words ("autocompact buffer tokens"), for people and the filter. */
  label: string;
  group: ConstantGroupId;
  /** The schema's one-line description. */
  meaning: string;
  input: ConstantInput;
  /** The override, else what the replay ran with, else the profile's value. */
  value: unknown;
  /** The resolved profile's value; undefined while `auto` is not resolved yet. */
  defaultValue: unknown;
  /** "default 13,000 (from notes on Claude Code 2.1's cache and compaction; ...)". */
  defaultText: string;
  /** `defaultText` with each cited document a link to its entry on /sources. */
  defaultCited: LinkedText;
  source: ConstantSource;
  isOverridden: boolean;
};

const WORDS: Record<string, string> = { api: "API", ptl: "PTL", sm: "session memory", pct: "%" };

/** `autocompactBufferTokens` -> "autocompact buffer tokens", `ptlMaxRetries` -> "PTL max retries". */
export function labelOfConstant(name: ConstantName): string {
  return name
    .split(/(?=[A-Z])/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(" ");
}

/** "default 13,000 (from <documents>)", "default from the transcript: ...", linked. */
function describeDefault(value: unknown, input: ConstantInput, source: ConstantSource): LinkedText {
  const from =
    source.kind === "document" ? surround("from ", source.cited) : [{ text: source.text }];
  if (value === undefined)
    return surround("default once the replay resolves the profile (", from, ")");
  if (source.kind === "transcript") return [{ text: `default from the ${source.text}` }];
  return surround(`default ${describeConstantValue(value, input)} (`, from, ")");
}

/**
 * The profile a choice stands for: `auto` (and `fitted`, which is `auto` plus settings) is what
 * the replay resolved, null until it has run.
 */
export function resolveProfileChoice(
  choice: ProfileChoice,
  replay: Pick<ReplayResult, "profile"> | null,
): ProfileId | null {
  return choice === "auto" || choice === "fitted" ? (replay?.profile ?? null) : choice;
}

/**
 * One row per constant, in schema order: its value, the profile's default and where that comes
 * from, and how to edit it. The replay's value is used only when it ran on the same profile,
 * so a stale result never shows another profile's numbers.
 */
export function toConstantRows(input: {
  replay: Pick<ReplayResult, "profile" | "config" | "window"> | null;
  profile: ProfileChoice;
  overrides: Overrides;
}): ConstantRow[] {
  const { replay, overrides } = input;
  const profile = resolveProfileChoice(input.profile, replay);
  const defaults = profile ? PROFILES[profile].values : null;
  const ranOnProfile = replay !== null && replay.profile === profile;
  const profileLabel = profile ? `profile ${profile}` : "profile";

  return CONSTANT_NAMES.map((name) => {
    const meaning = describeConstant(name);
    const constantInput = inputOfConstant(name);
    const defaultValue = defaults?.[name];
    const isOverridden = Object.hasOwn(overrides, name) && overrides[name] !== undefined;
    const replayed = ranOnProfile ? replay.config[name] : undefined;
    const value = isOverridden
      ? overrides[name]
      : replayed && !replayed.overridden
        ? replayed.value
        : defaultValue;
    const source = sourceOfConstant(name, defaultValue, profileLabel, replay?.window ?? null);
    const defaultCited = describeDefault(defaultValue, constantInput, source);
    return {
      name,
      label: labelOfConstant(name),
      group: groupOfConstant(name),
      meaning,
      input: constantInput,
      value,
      defaultValue,
      defaultText: plainText(defaultCited),
      defaultCited,
      source,
      isOverridden,
    };
  });
}

/** How many constants the replay that was shown ran overridden (the URL may be ahead of it). */
export function countReplayedOverrides(replay: Pick<ReplayResult, "config"> | null): number {
  return replay ? Object.values(replay.config).filter((entry) => entry.overridden).length : 0;
}
