import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";

/**
 * The version and constants a forecast's threshold belongs to: the session's latest
 * main-thread version and the replay's profile choice with its overrides.
 *
 * @example
 * describeForecastSettings(["2.1.20", "2.1.22"], "auto", {}) // "2.1.22 under auto"
 * describeForecastSettings(["2.1.22"], "auto", { autocompactPctOverride: 80 }) // "2.1.22 under auto, 1 override"
 */
export function describeForecastSettings(
  versions: readonly (string | null)[],
  profile: ProfileChoice,
  overrides: Overrides,
): string {
  const version = versions.findLast((v) => v !== null) ?? "an unknown version";
  const count = Object.keys(overrides).length;
  const changed = count === 0 ? "" : `, ${count} override${count === 1 ? "" : "s"}`;
  return `${version} under ${profile}${changed}`;
}
