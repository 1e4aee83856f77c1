import { PCT_OVERRIDE_SINCE } from "./mechanisms/threshold/config";
import { AUTO_COMPACT_WINDOW_SINCE } from "./mechanisms/window-sources/config";
import type { ReplayConfig } from "./replay-config";
import { compareVersions } from "./resolve-profile";

type EnvConstant = "autocompactPctOverride" | "autoCompactWindow";

/**
 * The environment variables Claude Code reads for compaction, the constant each sets and the
 * first version that reads it, as the conformance lab measured: an older version runs as if
 * the variable were not set.
 */
export const ENV_READS: readonly { variable: string; constant: EnvConstant; since: string }[] = [
  {
    variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
    constant: "autocompactPctOverride",
    since: PCT_OVERRIDE_SINCE,
  },
  {
    variable: "CLAUDE_CODE_AUTO_COMPACT_WINDOW",
    constant: "autoCompactWindow",
    since: AUTO_COMPACT_WINDOW_SINCE,
  },
];

export type EnvOverrides = {
  overrides: Partial<Pick<ReplayConfig, EnvConstant>>;
  /** Variables set to a number that this version does not read. */
  ignored: string[];
};

/**
 * The overrides a Claude Code environment amounts to for one version (null: the newest): a
 * variable is applied only from the version that reads it; a value that is not a positive
 * number is not set.
 *
 * @example
 * overridesForEnv({ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80" }, "2.0.8").ignored // ["CLAUDE_AUTOCOMPACT_PCT_OVERRIDE"]
 */
export function overridesForEnv(
  env: Readonly<Record<string, string | undefined>>,
  version: string | null,
): EnvOverrides {
  const result: EnvOverrides = { overrides: {}, ignored: [] };
  for (const read of ENV_READS) {
    const value = Number(env[read.variable]);
    if (!Number.isFinite(value) || value <= 0) continue;
    if (version !== null && compareVersions(version, read.since) < 0)
      result.ignored.push(read.variable);
    else result.overrides[read.constant] = value;
  }
  return result;
}
