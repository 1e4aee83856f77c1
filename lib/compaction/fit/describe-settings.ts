import type { FitSetting } from "./fit-candidates";

/**
 * Settings as a person would set them: the environment variable (or Codex's config.toml key)
 * and its value, or the context window a model has; a remote flag with its value, or "on" for
 * one that lets the model's own window act (a switch, not a window).
 *
 * @example
 * describeSettings([{ constant: "autocompactPctOverride", value: 80, variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE" }])
 * // "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"
 */
/** Variables whose name does not say what sets them. */
const SET_BY = new Map([
  ["CLAUDE_CODE_REMOTE", "a remote session, as Claude Code on the web runs"],
]);

export function describeSettings(settings: readonly FitSetting[]): string {
  return settings
    .map((s) =>
      s.variable === null
        ? `a ${Number(s.value).toLocaleString("en-US")}-token context window`
        : s.isRemoteFlag
          ? `the remote flag ${s.variable}${s.constant === "contextWindow" ? " on" : `=${String(s.value)}`}${s.alsoOn ? ` with ${s.alsoOn} on` : ""}`
          : `${s.variable}=${s.value === true ? "1" : String(s.value)}${SET_BY.has(s.variable) ? ` (${SET_BY.get(s.variable)})` : ""}`,
    )
    .join(", ");
}
