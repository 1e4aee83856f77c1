import { describeSettings } from "@/lib/compaction/fit/describe-settings";
import { FIT_HARNESSES } from "@/lib/compaction/fit/fit-candidates";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import { isProfileId, PROFILES } from "@/lib/compaction/config/profiles";
import { compareVersions, profileForVersion } from "@/lib/compaction/config/resolve-profile";
import { SERVER_WINDOWS_SINCE } from "@/lib/compaction/mechanisms/window-sources/config";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import { HARNESS_NAMES, type HarnessId } from "@/lib/transcript/harness";
import {
  END_USAGE_COUNTED_SINCE,
  START_USAGE_RECORDED_THROUGH,
} from "@/lib/transcript/stream-usage";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { parseInspectorState, toInspectorSearchParams } from "@/lib/view/session/inspector-url";
import { joinWords } from "./join-words";
import { pairCompactions } from "./paired-compactions";
import { callList, toReplayAgreement } from "./replay-agreement";

type Replay = Pick<
  InspectorReplay,
  | "profile"
  | "profileReason"
  | "window"
  | "thresholds"
  | "recorded"
  | "recordsCompactions"
  | "events"
  | "thresholdInference"
>;

export type MismatchReasonsInput = {
  replay: Replay;
  /** The Claude Code version of each main-thread call, in order (`mainThreadVersions`). */
  versions: readonly (string | null)[];
  /** The settings fitted from the file (the `auto` replay's `fit`); null: auto reproduces it. */
  fit?: Fit | null;
  /** The main-thread calls that record no usage at all (`mainThreadWithoutUsage`). */
  withoutUsage?: WithoutUsage;
};

/** Main-thread calls whose usage is all zeros (nothing sent, nothing received), of all of them. */
export type WithoutUsage = { count: number; of: number };

export type MismatchReason = {
  kind:
    | "usage"
    | "fitted"
    | "threshold"
    | "offset"
    | "unfitted"
    | "versions"
    | "window"
    | "switches"
    | "trigger"
    | "microcompact";
  text: string;
};

/** The settings that move a harness's threshold without the file recording them, as examples. */
const UNRECORDED_SETTINGS: Record<HarnessId, string> = {
  "claude-code":
    "an environment variable such as CLAUDE_AUTOCOMPACT_PCT_OVERRIDE or CLAUDE_CODE_AUTO_COMPACT_WINDOW",
  codex: "config.toml's model_auto_compact_token_limit",
  "gemini-cli": "settings.json's model.compressionThreshold",
  opencode: "opencode.json's compaction.reserved, or the model's limits",
};

const harnessOf = (profile: string): HarnessId =>
  isProfileId(profile) ? PROFILES[profile].harness : "claude-code";

/** Whether the fitted settings reproduce more than the replay explained does. */
const doesFitHelp = (fit: Fit, reproduced: number) =>
  fit.settings.length > 0 && fit.reproduces > reproduced;

function fitted(
  fit: Fit | null | undefined,
  reproduced: number,
  version: string | null,
): string | null {
  if (!fit || !doesFitHelp(fit, reproduced)) return null;
  const others = fit.alternatives.map((alt) => describeSettings(alt.settings));
  const also = others.length > 0 ? ` (${joinWords(others, "or")} explains it as well)` : "";
  const isWindow = fit.settings.some((s) => s.constant === "autoCompactWindow");
  const fromServer =
    isWindow && version !== null && compareVersions(version, SERVER_WINDOWS_SINCE) >= 0
      ? ` From ${SERVER_WINDOWS_SINCE} Claude Code also takes a model's auto-compact window from the settings its server sends at start, so the window may have come from there.`
      : "";
  return `Settings the file does not record: with ${describeSettings(fit.settings)}, fitted from this file, the replay reproduces ${formatInteger(fit.reproduces)} of ${formatInteger(fit.of)} recorded compactions${also}.${fromServer}`;
}

/** Calls whose usage is all zeros count as an empty context: nothing the replay says of them holds. */
function missingUsage(
  withoutUsage: WithoutUsage | undefined,
  version: string | null,
  profile: string,
): string | null {
  if (!withoutUsage || withoutUsage.count === 0) return null;
  const { count, of } = withoutUsage;
  const which =
    count === of
      ? `None of the ${formatInteger(of)} calls records its usage`
      : `${formatInteger(count)} of the ${formatInteger(of)} calls ${count === 1 ? "records" : "record"} no usage`;
  const isStartUsage =
    harnessOf(profile) === "claude-code" &&
    version !== null &&
    compareVersions(version, START_USAGE_RECORDED_THROUGH) <= 0;
  const counted =
    version !== null && compareVersions(version, END_USAGE_COUNTED_SINCE) >= 0
      ? "while the client counted the end's"
      : `and ${version} counted those zeros too, so it never compacted by itself`;
  const why = isStartUsage
    ? ` Claude Code up to ${START_USAGE_RECORDED_THROUGH} writes the usage a response's stream starts with; a proxy that reports it only at the stream's end (as proxies for models that are not Claude often do) leaves zeros there, ${counted}.`
    : "";
  const consequence =
    count === of
      ? "the recorded compactions cannot be reproduced from this file, by any setting"
      : `every count from ${count === 1 ? "it" : "them"} on is short of what the client saw`;
  return `${which} (0 tokens in, 0 out): the replay counts ${count === 1 ? "its context" : "their context"} as empty, so ${consequence}.${why}`;
}

/** A fit that found nothing: the measured reasons come first, this conclusion after them. */
function unfitted(fit: Fit | null | undefined, reproduced: number, profile: string): string | null {
  if (!fit || doesFitHelp(fit, reproduced)) return null;
  const harness = harnessOf(profile);
  if (!FIT_HARNESSES.includes(harness))
    return `The fit knows no ${HARNESS_NAMES[harness]} setting yet (its own threshold settings are not tried), so the replay under ${profile} stands as it is: ${formatInteger(reproduced)} of ${formatInteger(fit.of)} recorded compactions.`;
  return `No setting this version reads (the PCT override, the auto-compact window, the output limit, a 1M or 200K model window, auto-compact turned off) makes the replay reproduce more than ${formatInteger(reproduced)} of ${formatInteger(fit.of)} recorded compactions: the difference is in the rules, not the settings.`;
}

/** "cc-2.1, cc-2.1-quiet and 3 more at 167,000": the profiles that fit, by threshold. */
function profilesAt(candidates: readonly { profile: string; threshold: number }[]): string {
  const byThreshold = new Map<number, string[]>();
  for (const c of candidates)
    byThreshold.set(c.threshold, [...(byThreshold.get(c.threshold) ?? []), c.profile]);
  const groups = [...byThreshold].map(([at, profiles]) => {
    const named =
      profiles.length > 3 ? [...profiles.slice(0, 2), `${profiles.length - 2} more`] : profiles;
    return `${joinWords(named, "and")} at ${formatInteger(at)}`;
  });
  return joinWords(groups, "or");
}

/** The recorded checks put the threshold in (lower, upper]; the replayed one lies outside. */
function threshold({ profile, window, thresholds, thresholdInference: inf }: Replay) {
  const own = thresholds.autocompactThreshold;
  if (!inf.isConsistent || inf.upper === null) return null;
  const others = inf.candidates.filter(
    (c) => c.inside && c.profile !== profile && c.window === window.tokens,
  );
  const fits =
    others.length === 0
      ? ""
      : `; ${profilesAt(others)} on ${formatTokens(window.tokens)} would fit`;
  const replayed = `${profile}'s threshold of ${formatInteger(own)} on a ${formatTokens(window.tokens)} window`;
  if (own > inf.upper) {
    return `The recorded auto compactions fired at or below ${formatInteger(inf.upper)}, ${formatInteger(own - inf.upper)} under ${replayed}: the session's threshold was lower, as a setting the file does not record makes it (${UNRECORDED_SETTINGS[harnessOf(profile)]})${fits}.`;
  }
  if (inf.lower !== null && own <= inf.lower) {
    return `A recorded check at ${formatInteger(inf.lower)} did not fire, ${formatInteger(inf.lower - own)} over ${replayed}: the session's threshold was higher, as a setting the file does not record makes it (${UNRECORDED_SETTINGS[harnessOf(profile)]})${fits}.`;
  }
  return null;
}

/** Every replayed compaction early, or every one late: a threshold off by a steady amount. */
function offset(replay: Replay): string | null {
  const shifts = pairCompactions(replay).flatMap(({ atCall, replayedAt: [first] }) =>
    first === undefined || first === atCall ? [] : [first - atCall],
  );
  if (shifts.length === 0) return null;
  const isLate = shifts.every((shift) => shift > 0);
  if (!isLate && !shifts.every((shift) => shift < 0)) return null;
  const amounts = joinWords(
    shifts.map((shift) => formatInteger(Math.abs(shift))),
    "and",
  );
  return isLate
    ? `Every replayed compaction comes after the recorded one (${amounts} calls later): the session compacted at a lower count than ${replay.profile} does.`
    : `Every replayed compaction comes before the recorded one (${amounts} calls earlier): the session compacted at a higher count than ${replay.profile} does.`;
}

/** The session ran on versions that `auto` replays with different profiles. */
function versions(replay: Replay, seen: readonly (string | null)[]): string | null {
  const distinct = [...new Set(seen.filter((v): v is string => v !== null))];
  const profiles = [...new Set(distinct.map((v) => profileForVersion(v).id))];
  if (profiles.length < 2) return null;
  return `The session ran on Claude Code ${joinWords(distinct.slice(0, 4), "and")}${distinct.length > 4 ? ` and ${distinct.length - 4} more` : ""}, whose rules differ (${joinWords(profiles, "and")}); the replay applies ${replay.profile} to every call.`;
}

function unknownWindow({ window, profile, thresholdInference }: Replay): string | null {
  if (window.source !== "default" && window.source !== "observed") return null;
  const assumed =
    window.source === "default"
      ? `the replay takes the default ${formatTokens(window.tokens)}, as Claude Code does for a name it has no row for`
      : `the replay takes ${formatTokens(window.tokens)}, the smallest known window above its largest context`;
  const range = thresholdInference.windowRanges.find((r) => r.profile === profile);
  const fit =
    range &&
    range.minWindow !== null &&
    range.maxWindow !== null &&
    range.minWindow <= range.maxWindow
      ? `; ${profile} would fit the recording on a window of ${formatInteger(range.minWindow)} to ${formatInteger(range.maxWindow)} tokens`
      : "";
  return `The model table has no window for ${window.model ?? "this session's model"}: ${assumed}; a proxy or a newer model may have another, and the threshold moves with it${fit}.`;
}

/** The `/model` switches the file records, which move the window from their call on. */
function modelSwitches({ window }: Replay): string | null {
  const switches = window.switches ?? [];
  if (switches.length === 0) return null;
  const each = switches.map(
    (s) =>
      `at call ${formatInteger(s.fromCall)} to ${s.model} (a ${formatTokens(s.tokens)} window)`,
  );
  return `The session switched model with /model ${joinWords(each, "and")}; the replay follows each from its call, and a switch the file does not show (2.1.19 writes none) would move the threshold unseen.`;
}

function untriggered({ recorded }: Replay): string | null {
  const missed = recorded.filter((r) => r.kind === "compaction" && r.replayable && !r.matched);
  const unknown = missed.filter((r) => r.trigger === null).length;
  if (unknown === 0) return null;
  const which =
    unknown < missed.length
      ? `${formatInteger(unknown)} of the ${formatInteger(missed.length)} compactions`
      : missed.length === 1
        ? "The compaction"
        : `All ${formatInteger(missed.length)} compactions`;
  return `${which} the replay misses ${unknown === 1 ? "has" : "have"} no trigger in the file: one typed by hand (/compact) follows no threshold.`;
}

function extraMicrocompactions(replay: Replay): string | null {
  const micro = toReplayAgreement(replay).kinds.find((k) => k.kind === "microcompaction");
  if (!micro || micro.extraAt.length === 0) return null;
  return `The replay clears old tool results at ${callList(micro.extraAt)}, where the file records no microcompaction: this session's client may not clear them the way ${replay.profile} does, and every later count differs.`;
}

/**
 * Why a replay may not reproduce the recording, most likely first, each with its evidence:
 * calls that record no usage at all; settings fitted from the file that do reproduce it; a threshold the recorded checks rule out;
 * replayed compactions all early or all late; microcompactions the file lacks; that no setting
 * of the version explains it; versions the replay treats as one; `/model` switches; compactions with no trigger
 * recorded; a model whose window the table does not give. The order is the strength of the evidence: a reproduction beats a measured
 * interval, which beats what the replay did and the file did not, which beats what is merely
 * not known.
 *
 * @example
 * toMismatchReasons({ replay, versions: ["2.0.76"] })[0]?.text
 * // "The recorded auto compactions fired at or below 150,100, 4,900 under cc-2.0's threshold of 155,000 on a 200K window: ..."
 */
export function toMismatchReasons({
  replay,
  versions: seen,
  fit,
  withoutUsage,
}: MismatchReasonsInput): MismatchReason[] {
  const compaction = toReplayAgreement(replay).kinds.find((k) => k.kind === "compaction");
  const version = seen.at(-1) ?? null;
  // A file with no usage at all explains everything: no rule or setting is to blame.
  const isBlind =
    withoutUsage !== undefined && withoutUsage.of > 0 && withoutUsage.count === withoutUsage.of;
  const ranked: [MismatchReason["kind"], string | null][] = [
    ["usage", missingUsage(withoutUsage, version, replay.profile)],
    ["fitted", fitted(fit, compaction?.reproduced ?? 0, version)],
    ["threshold", threshold(replay)],
    ["offset", offset(replay)],
    ["microcompact", extraMicrocompactions(replay)],
    ["unfitted", isBlind ? null : unfitted(fit, compaction?.reproduced ?? 0, replay.profile)],
    ["versions", versions(replay, seen)],
    ["switches", modelSwitches(replay)],
    ["trigger", untriggered(replay)],
    ["window", unknownWindow(replay)],
  ];
  return ranked.flatMap(([kind, text]) => (text === null ? [] : [{ kind, text }]));
}

/**
 * The main-thread calls that record no usage: all four counts zero, which no answered request
 * has (Codex's zero reset and synthetic messages never become calls).
 */
export function mainThreadWithoutUsage(
  calls: readonly Pick<
    ApiCallRow,
    | "isMainThread"
    | "inputTokens"
    | "outputTokens"
    | "cacheCreationInputTokens"
    | "cacheReadInputTokens"
  >[],
): WithoutUsage {
  const main = calls.filter((call) => call.isMainThread);
  const count = main.filter(
    (call) =>
      call.inputTokens === 0 &&
      call.outputTokens === 0 &&
      call.cacheCreationInputTokens === 0 &&
      call.cacheReadInputTokens === 0,
  ).length;
  return { count, of: main.length };
}

/** The Claude Code version of each main-thread call, in order. */
export function mainThreadVersions(calls: readonly Pick<ApiCallRow, "isMainThread" | "version">[]) {
  return calls.filter((call) => call.isMainThread).map((call) => call.version);
}

/**
 * The page's query replayed under the fitted profile (`auto` plus the settings fitted from the
 * file), the user's own constants dropped, the rest of the view kept: "Replay with the fitted
 * settings".
 *
 * @example
 * toFittedQuery("tab=calls&o.autocompactBufferTokens=40000") // "profile=fitted&tab=calls"
 */
export function toFittedQuery(query: string): string {
  const { state } = parseInspectorState(new URLSearchParams(query));
  return toInspectorSearchParams({ ...state, profile: "fitted", overrides: {} }).toString();
}
