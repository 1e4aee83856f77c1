/**
 * Dates in tables. Absolute times are printed in UTC with a fixed layout so the server
 * render and the hydrating browser agree whatever the viewer's time zone; relative times take
 * `now` as an argument for the same reason (the server passes its clock down).
 */
const MISSING = "—";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toMs(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const ms = typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** `"2025-11-22T03:22:10.500Z"` -> `"2025-11-22 03:22:10 UTC"`. */
export function formatDateTimeUtc(value: string | number | null | undefined): string {
  const ms = toMs(value);
  if (ms == null) return MISSING;
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${formatTimeUtc(ms)} UTC`;
}

/** `"2025-11-22T03:22:10.500Z"` -> `"03:22:10"` (UTC). */
export function formatTimeUtc(value: string | number | null | undefined): string {
  const ms = toMs(value);
  if (ms == null) return MISSING;
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * "just now", "5 min ago", "3 h ago", "12 d ago"; past 30 days the UTC date itself.
 * @example formatRelativeTime("2025-11-22T03:00:00Z", Date.parse("2025-11-22T03:05:00Z")) // "5 min ago"
 */
export function formatRelativeTime(value: string | number | null | undefined, now: number): string {
  const ms = toMs(value);
  if (ms == null) return MISSING;
  const age = now - ms;
  // A clock a little ahead of the server's still reads as "just now", not "in the future".
  if (age < 45_000) return "just now";
  if (age < HOUR) return `${Math.max(1, Math.floor(age / MINUTE))} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  if (age < 30 * DAY) return `${Math.floor(age / DAY)} d ago`;
  return formatDateTimeUtc(ms).slice(0, 10);
}

/**
 * A time in the reader's own locale and zone ("4 Mar 2026, 18:36"; `"short"`: "04/03/2026,
 * 18:36", for a table's narrow column); `locale` and `timeZone` are for tests and the server
 * render, the browser passes neither.
 */
export function formatLocalDateTime(
  iso: string,
  locale?: string,
  timeZone?: string,
  dateStyle: "medium" | "short" = "medium",
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle,
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
}
