import type { FitSetting } from "./fit-candidates";

/**
 * Settings as a person would set them: the environment variable (or Codex's config.toml key)
 * and its value, or the context window a model has.
 *
 * @example
 * describeSettings([{ constant: "autocompactPctOverride", value: 80, variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE" }])
 * // "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"
 */
export function describeSettings(settings: readonly FitSetting[]): string {
  return settings
    .map((s) =>
      s.variable === null
        ? `a ${Number(s.value).toLocaleString("en-US")}-token context window`
        : s.isRemoteFlag
          ? `the remote flag ${s.variable}=${String(s.value)}${s.alsoOn ? ` with ${s.alsoOn} on` : ""}`
          : `${s.variable}=${s.value === true ? "1" : String(s.value)}`,
    )
    .join(", ");
}
