/**
 * Which Claude Code versions a conformance run covers, from the command line's words and the
 * registry's list: `latest`, exact versions, a range `2.1.60..2.1.70` (both ends included,
 * published versions only) and `all-minor` (the newest patch of every minor the lab can drive:
 * 1.0, 2.0, 2.1 today; 0.2.x predates stream-json input).
 * Pure: the registry is read by install-version.ts.
 */
import { compareVersions } from "../transcript/compare-versions";

export type Semver = [number, number, number];

function parseSemver(text: string): Semver | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export type Published = { versions: readonly string[]; latest: string };

export type ResolvedVersions = { ok: true; versions: string[] } | { ok: false; reason: string };

/** Releases only (no pre-releases), oldest first. */
function releases(published: Published): string[] {
  return published.versions.filter((v) => parseSemver(v) !== null).sort(compareVersions);
}

/**
 * The oldest version the lab can drive: `-p --input-format stream-json` one turn at a time
 * works from 1.0.117; 0.2.x has no such mode.
 */
export const FIRST_DRIVABLE_VERSION = "1.0.117";

function newestPatchOfEveryMinor(versions: string[]): string[] {
  const byMinor = new Map<string, string>();
  for (const v of versions) byMinor.set(v.split(".").slice(0, 2).join("."), v);
  return [...byMinor.values()].filter((v) => compareVersions(v, FIRST_DRIVABLE_VERSION) >= 0);
}

/**
 * @example
 * resolveVersions("2.0.8,latest", { versions: ["2.0.8", "2.1.3"], latest: "2.1.3" })
 * // { ok: true, versions: ["2.0.8", "2.1.3"] }
 */
export function resolveVersions(
  spec: string,
  published: Published,
  product = "Claude Code",
): ResolvedVersions {
  const all = releases(published);
  const known = new Set(all);
  const picked: string[] = [];
  for (const word of spec
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean)) {
    if (word === "latest") picked.push(published.latest);
    else if (word === "all-minor") picked.push(...newestPatchOfEveryMinor(all));
    else if (word.includes("..")) {
      const [from = "", to = ""] = word.split("..");
      if (parseSemver(from) === null || parseSemver(to) === null)
        return { ok: false, reason: `"${word}" is not a range: write 2.1.60..2.1.70.` };
      const inside = all.filter(
        (v) => compareVersions(v, from) >= 0 && compareVersions(v, to) <= 0,
      );
      if (inside.length === 0) return { ok: false, reason: `No published version in ${word}.` };
      picked.push(...inside);
    } else if (parseSemver(word) === null)
      return { ok: false, reason: `"${word}" is not a version, latest, all-minor or a range.` };
    else if (!known.has(word))
      return { ok: false, reason: `${word} is not a published version of ${product}.` };
    else picked.push(word);
  }
  if (picked.length === 0) return { ok: false, reason: "No versions asked for." };
  return { ok: true, versions: [...new Set(picked)].sort(compareVersions) };
}

/** Up to 2.1.112 the package ships cli.js (seed ENVIRONMENT.md); later ones a native binary. */
const LAST_CLI_JS_VERSION = "2.1.112";

export function shipsCliJs(version: string): boolean {
  return compareVersions(version, LAST_CLI_JS_VERSION) <= 0;
}
