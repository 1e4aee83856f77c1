import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";

type Times = Pick<TranscriptSummary, "startedAt" | "endedAt" | "lastActivityAt">;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A session's length the way people say it, to the two largest units: "45 s", "12 min",
 * "2 h 26 min", "4 d 22 h". Under a second is "under 1 s" (one record, or all in one instant).
 *
 * @example formatDuration(8_760_000) // "2 h 26 min"
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < SECOND) return "under 1 s";
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small > 0 ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  if (ms < DAY) return pair(Math.floor(ms / HOUR), "h", Math.floor((ms % HOUR) / MINUTE), "min");
  return pair(Math.floor(ms / DAY), "d", Math.floor((ms % DAY) / HOUR), "h");
}

export type SessionSpan =
  | { isDated: false; text: string; title: string }
  | {
      isDated: true;
      startedAt: string;
      lastActivityAt: string;
      /** "2 h 26 min": from the first to the last record. */
      duration: string;
      /** The absolute times, ISO in UTC, for the hover title. */
      title: string;
    };

const NO_TIMESTAMPS: SessionSpan = {
  isDated: false,
  text: "no timestamps",
  title: "No record of this file carries a valid timestamp, so its start and end are not known",
};

/**
 * What the sessions list says about when a session ran: its start, how long it ran and its last
 * activity, or that the file has no timestamps to tell.
 */
export function describeSessionSpan(times: Times): SessionSpan {
  const { startedAt, endedAt } = times;
  if (startedAt === null || endedAt === null) return NO_TIMESTAMPS;
  const lastActivityAt = times.lastActivityAt ?? endedAt;
  const lines = [`Started ${startedAt}`, `Ended ${endedAt}`];
  if (lastActivityAt !== endedAt) lines.push(`Last activity ${lastActivityAt}`);
  return {
    isDated: true,
    startedAt,
    lastActivityAt,
    duration: formatDuration(Date.parse(endedAt) - Date.parse(startedAt)),
    title: lines.join("\n"),
  };
}
