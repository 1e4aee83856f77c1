import {
  nearestRank,
  summariseExposure,
  type ExposureSummary,
} from "../compaction/aftermath/exposure-summary";
import type { SweepSetting } from "./sweep-grid";
import type { SweepFigures } from "./sweep-figures";

/** One stored result: a session under a setting (index into the settings; null = reality). */
export type SweepResultInput = { settingIndex: number | null; figures: SweepFigures | null };

/** One row of a sweep's results (the API's `rows`, the table's rows, the CSV's lines). */
export type SweepRow = {
  setting: SweepSetting | null;
  sessions: number;
  /** Sessions this setting could not replay (invalid on their window). */
  failedSessions: number;
  compactions: number;
  compactionsAuto: number;
  compactionsManual: number;
  /** Over every gap between compactions of every session; null when no session compacted. */
  callsBetweenMedian: number | null;
  callsBetweenP10: number | null;
  tokensSent: number;
  cacheRewriteTokens: number;
  /** Sum over the sessions with a price; null when none had one. */
  usd: number | null;
  blockingLimitSessions: number;
} & ExposureSummary;

/** Nearest-rank percentile of sorted values (p in 0..100); null for none. */
export const percentile = nearestRank;

function rowOf(setting: SweepSetting | null, results: readonly SweepResultInput[]): SweepRow {
  const measured = results.flatMap((r) => (r.figures === null ? [] : [r.figures]));
  const gaps = measured.flatMap((f) => f.callsBetween).sort((a, b) => a - b);
  const sum = (pick: (f: SweepFigures) => number) => measured.reduce((n, f) => n + pick(f), 0);
  const priced = measured.filter((f) => f.usd !== null);
  const auto = sum((f) => f.compactionsAuto);
  const manual = sum((f) => f.compactionsManual);
  return {
    setting,
    sessions: measured.length,
    failedSessions: results.length - measured.length,
    compactions: auto + manual,
    compactionsAuto: auto,
    compactionsManual: manual,
    callsBetweenMedian: percentile(gaps, 50),
    callsBetweenP10: percentile(gaps, 10),
    tokensSent: sum((f) => f.tokensSent),
    cacheRewriteTokens: sum((f) => f.cacheRewriteTokens),
    usd: priced.length === 0 ? null : priced.reduce((n, f) => n + (f.usd ?? 0), 0),
    blockingLimitSessions: measured.filter((f) => f.hitsBlockingLimit).length,
    ...summariseExposure(measured.map((f) => f.aftermath)),
  };
}

/**
 * A sweep's rows: the recorded reality first (`setting: null`), then one row per setting in
 * grid order, each summed over its sessions (a setting with no results yet has zero sessions).
 *
 * @example aggregateSweep([{ a: 1 }], results) // [{ setting: null, ... }, { setting: { a: 1 }, ... }]
 */
export function aggregateSweep(
  settings: readonly SweepSetting[],
  results: readonly SweepResultInput[],
): SweepRow[] {
  const bySetting = new Map<number | null, SweepResultInput[]>();
  for (const result of results) {
    const list = bySetting.get(result.settingIndex) ?? [];
    list.push(result);
    bySetting.set(result.settingIndex, list);
  }
  return [
    rowOf(null, bySetting.get(null) ?? []),
    ...settings.map((setting, i) => rowOf(setting, bySetting.get(i) ?? [])),
  ];
}

/** One session's rows: the recorded reality, then each setting, as aggregateSweep gives them. */
export type SweepSessionRows = { transcriptId: string; name: string; rows: SweepRow[] };

/**
 * A sweep's rows per session, in the sweep's order of sessions: where a setting's figures
 * differ from the recorded reality, these say which sessions made the difference. A session
 * with no stored rows (deleted during the sweep) is left out; one whose name is unknown is
 * named by its id.
 */
export function aggregateBySession(
  settings: readonly SweepSetting[],
  transcriptIds: readonly string[],
  results: readonly (SweepResultInput & { transcriptId: string })[],
  names: ReadonlyMap<string, string>,
): SweepSessionRows[] {
  const byTranscript = new Map<string, SweepResultInput[]>();
  for (const result of results) {
    const list = byTranscript.get(result.transcriptId) ?? [];
    list.push(result);
    byTranscript.set(result.transcriptId, list);
  }
  return transcriptIds.flatMap((transcriptId) => {
    const own = byTranscript.get(transcriptId);
    if (own === undefined) return [];
    const name = names.get(transcriptId) ?? transcriptId;
    return [{ transcriptId, name, rows: aggregateSweep(settings, own) }];
  });
}
