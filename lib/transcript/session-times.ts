import type { Entry } from "./model";

/**
 * An ISO 8601 date and time with its zone, as Claude Code and Codex write `timestamp`
 * ("2026-02-18T13:02:34.940Z"). `Date.parse` alone would also take "0" (the year 2000),
 * "Aug 12" or a bare date in the server's own zone: a messy value must not become a time.
 */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Milliseconds since the epoch of a record's `timestamp`, or null when it is not a valid one. */
export function parseRecordTimestamp(value: string | null): number | null {
  if (value === null || !ISO_TIMESTAMP.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export type SessionTimes = { startedAt: number | null; endedAt: number | null };

/**
 * When a session began and ended: its earliest and latest valid record timestamp, not the
 * first and last lines. Lines are not in time order (parallel tool results land a few
 * milliseconds apart; `summary` and `ai-title` lines carry none), and a resumed 1.0.x file
 * copies the earlier session's lines and boundary with their own older times (FORMAT.md
 * §4, §9): the file holds that conversation from then on, so the start is when it began.
 *
 * @example sessionTimes([{ timestamp: 2_000 }, { timestamp: 1_000 }]) // { startedAt: 1000, endedAt: 2000 }
 */
export function sessionTimes(entries: readonly Pick<Entry, "timestamp">[]): SessionTimes {
  let startedAt: number | null = null;
  let endedAt: number | null = null;
  for (const { timestamp } of entries) {
    if (timestamp === null) continue;
    if (startedAt === null || timestamp < startedAt) startedAt = timestamp;
    if (endedAt === null || timestamp > endedAt) endedAt = timestamp;
  }
  return { startedAt, endedAt };
}
