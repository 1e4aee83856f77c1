import { compareVersions } from "../transcript/compare-versions";
import { FIRST_DRIVABLE_VERSION, type Published } from "./version-spec";

/**
 * Versions asked for by name because real sessions or scripted edge cases of them disagreed
 * with the replay while the matrix had no row for them: measured first by `--new`.
 */
export const REQUESTED_VERSIONS = [
  "2.0.15",
  "2.0.21",
  "2.0.30",
  "2.0.50",
  "2.1.40",
  "2.1.90",
  "2.1.100",
  "2.1.131",
  "2.1.150",
  "2.1.158",
  "2.1.162",
  "2.1.181",
  "2.1.215",
  "2.1.250",
  "2.1.300",
  "2.1.321",
  "2.1.331",
] as const;

const isRelease = (v: string) => /^\d+\.\d+\.\d+$/.test(v);

/**
 * What `--new` measures, in order: the requested versions the matrix has no row for, then
 * every other published release it has none for, each group newest first (a time budget cuts
 * the tail). Versions older than the lab can drive are left out.
 *
 * @example
 * versionsToMeasure({ versions: ["2.1.1", "2.1.2", "2.1.3"], latest: "2.1.3" }, ["2.1.3"], ["2.1.1"])
 * // ["2.1.1", "2.1.2"]
 */
export function versionsToMeasure(
  published: Published,
  measured: readonly string[],
  requested: readonly string[] = REQUESTED_VERSIONS,
): string[] {
  const have = new Set(measured);
  const open = published.versions
    .filter((v) => isRelease(v) && !have.has(v))
    .filter((v) => compareVersions(v, FIRST_DRIVABLE_VERSION) >= 0)
    .sort((a, b) => compareVersions(b, a));
  const asked = open.filter((v) => requested.includes(v));
  return [...asked, ...open.filter((v) => !requested.includes(v))];
}

/** "30m", "90s", "1h", "1h30m" in seconds; null when it is not a duration. */
export function parseBudget(text: string): number | null {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || text.trim() === "") return null;
  const [, h = "0", m = "0", s = "0"] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}
