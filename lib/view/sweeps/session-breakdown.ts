import type { SweepRow, SweepSessionRows } from "@/lib/sweeps/aggregate-sweep";
import { requestOfSetting, type SweepSetting } from "@/lib/sweeps/sweep-grid";
import { formatInteger, formatTokens, formatUsd } from "@/lib/view/format/format-number";
import { exposureCells } from "./sweep-aftermath";
import {
  DEFAULT_INSPECTOR_STATE,
  toInspectorSearchParams,
  type ProfileChoice,
} from "@/lib/view/session/inspector-url";

/** Sessions the breakdown lists at most; the rest are counted ("showing N of M"). */
export const MAX_BREAKDOWN_SESSIONS = 200;

/** The figures a session row compares, recorded against replayed. */
export type SessionFigures = {
  compactions: number;
  cacheRewriteTokens: number;
  usd: number | null;
  isAtBlockingLimit: boolean;
  /** Median tokens re-spent per compaction (null: none measured), and in words for the cell. */
  respentMedian: number | null;
  respentWords: string;
};

export type BreakdownRow = {
  transcriptId: string;
  name: string;
  /** The session page under this setting's profile and constants: the what-if opens there. */
  href: string;
  recorded: SessionFigures;
  /** Null: this setting could not replay this session (no threshold left on its window). */
  replayed: SessionFigures | null;
  /** Whether compactions or the blocking limit differ from the recording. */
  differs: boolean;
};

export type SessionBreakdown = {
  /** The figures of this setting summed, against the recorded reality, in one sentence. */
  summary: string;
  rows: BreakdownRow[];
  /** Sessions left out past MAX_BREAKDOWN_SESSIONS (differing ones are listed first). */
  hiddenSessions: number;
};

/** A setting in words: "autocompactBufferTokens = 13,000, maxOutputTokens = 20,000". */
export function describeSetting(setting: SweepSetting): string {
  const entries = Object.entries(setting);
  if (entries.length === 0) return "the profile's own constants";
  return entries
    .map(
      ([name, value]) =>
        `${name} = ${typeof value === "number" ? formatInteger(value) : String(value)}`,
    )
    .join(", ");
}

/**
 * The session page under a sweep's setting: its profile (the swept one, else the sweep's) and
 * one `o.<constant>=<value>` per swept constant, so the link opens the what-if.
 *
 * @example sessionHref("t1", "auto", { autocompactBufferTokens: 40_000 })
 * // "/sessions/t1?o.autocompactBufferTokens=40000"
 */
export function sessionHref(transcriptId: string, profile: string, setting: SweepSetting): string {
  const request = requestOfSetting(profile, setting);
  const query = toInspectorSearchParams({
    ...DEFAULT_INSPECTOR_STATE,
    profile: (request.profile ?? "auto") as ProfileChoice,
    overrides: request.overrides ?? {},
  }).toString();
  return `/sessions/${encodeURIComponent(transcriptId)}${query === "" ? "" : `?${query}`}`;
}

function figuresOf(row: SweepRow | undefined): SessionFigures | null {
  if (row === undefined || row.sessions === 0) return null;
  return {
    compactions: row.compactions,
    cacheRewriteTokens: row.cacheRewriteTokens,
    usd: row.usd,
    isAtBlockingLimit: row.blockingLimitSessions > 0,
    respentMedian: row.respentMedian,
    respentWords: exposureCells(row).median,
  };
}

const plural = (n: number, word: string) => `${formatInteger(n)} ${word}${n === 1 ? "" : "s"}`;

function summaryOf(
  setting: SweepSetting,
  recorded: SweepRow | undefined,
  replayed: SweepRow | undefined,
  differing: readonly BreakdownRow[],
  total: number,
): string {
  if (recorded === undefined || replayed === undefined) return "No results for this setting yet.";
  const names = differing.slice(0, 3).map((row) => row.name);
  const more = differing.length - names.length;
  const which =
    differing.length === 0
      ? "no session differs in compactions or the blocking limit"
      : `${formatInteger(differing.length)} of ${plural(total, "session")} differ${differing.length === 1 ? "s" : ""} (${names.join(", ")}${more > 0 ? ` and ${formatInteger(more)} more` : ""})`;
  return (
    `With ${describeSetting(setting)}: ${plural(replayed.compactions, "compaction")} against ` +
    `${formatInteger(recorded.compactions)} recorded, cache re-writes ${formatTokens(replayed.cacheRewriteTokens)} ` +
    `against ${formatTokens(recorded.cacheRewriteTokens)}, est. cost ${formatUsd(replayed.usd)} against ` +
    `${formatUsd(recorded.usd)}, ${formatInteger(replayed.blockingLimitSessions)} at the blocking limit ` +
    `against ${formatInteger(recorded.blockingLimitSessions)}, tokens re-spent per compaction ` +
    `(median) ${exposureCells(replayed).median} against ${exposureCells(recorded).median}; ${which}.`
  );
}

/**
 * One setting of a sweep, session by session against the recording: each session's recorded
 * and replayed figures with a link that opens the what-if, the sessions that differ first, and
 * the sentence that sums them. `settingIndex` counts the settings (0 is the first setting,
 * after the recorded reality).
 *
 * @example toSessionBreakdown(sessions, 0, "auto", overall).summary
 * // "With autocompactBufferTokens = 13,000: 5 compactions against 4 recorded, ..."
 */
export function toSessionBreakdown(
  sessions: readonly SweepSessionRows[],
  settingIndex: number,
  profile: string,
  overall: readonly SweepRow[],
): SessionBreakdown {
  const settingRow = overall[settingIndex + 1];
  const setting = settingRow?.setting ?? {};
  const all = sessions.flatMap((session): BreakdownRow[] => {
    const recorded = figuresOf(session.rows[0]);
    if (recorded === null) return [];
    const replayed = figuresOf(session.rows[settingIndex + 1]);
    const differs =
      replayed === null ||
      replayed.compactions !== recorded.compactions ||
      replayed.isAtBlockingLimit !== recorded.isAtBlockingLimit;
    return [
      {
        transcriptId: session.transcriptId,
        name: session.name,
        href: sessionHref(session.transcriptId, profile, setting),
        recorded,
        replayed,
        differs,
      },
    ];
  });
  const differing = all.filter((row) => row.differs);
  const ordered = [...differing, ...all.filter((row) => !row.differs)];
  return {
    summary: summaryOf(setting, overall[0], settingRow, differing, all.length),
    rows: ordered.slice(0, MAX_BREAKDOWN_SESSIONS),
    hiddenSessions: Math.max(0, ordered.length - MAX_BREAKDOWN_SESSIONS),
  };
}

/**
 * Why a replayed row differs from the recorded one even where it keeps the session's own
 * constants: what each counts.
 */
export const RECORDED_VS_REPLAYED =
  "The recorded row counts what the sessions did, under the rules of each one's Claude Code " +
  "version; every other row replays them under the sweep's profile with its constants. A " +
  "replayed compaction on the call where the session compacted re-writes what the session's " +
  "next call really wrote to the cache; one elsewhere re-writes its estimated context after " +
  "the compaction. So a row differs from the recorded one by the compactions it moves, adds " +
  "or drops, and by the profile when it is not the session's own: the sessions below say which.";
