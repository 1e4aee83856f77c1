import { DISABLE_AUTO_COMPACT_SINCE, PCT_OVERRIDE_SINCE } from "../mechanisms/threshold/config";
import {
  AUTO_COMPACT_WINDOW_SINCE,
  REMOTE_SESSION_SINCE,
} from "../mechanisms/window-sources/config";
import type { ReplayConfig } from "./replay-config";
import { compareVersions } from "./resolve-profile";

type EnvConstant =
  | "autocompactPctOverride"
  | "autoCompactWindow"
  | "maxOutputTokens"
  | "disableAutoCompact"
  | "remoteSession"
  | "codexAutoCompactTokenLimit";

/** How Claude Code reads a boolean variable: "1", "true", "yes", "on" (any case). */
const isTruthy = (value: string) => ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/** A positive number, or nothing (a value the client would not take). */
function positiveNumber(value: string): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** A positive whole number, or nothing. */
function positiveInteger(value: string): number | undefined {
  const number = positiveNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

type EnvRead = {
  variable: string;
  constant: EnvConstant;
  since: string;
  parse: (value: string) => number | boolean | undefined;
};

/**
 * The settings a client reads for compaction that its file does not record: Claude Code's
 * environment variables and Codex's `config.toml` key, the constant each sets and the first
 * version that reads it, as the conformance lab measured: an older version runs as if the
 * setting were not there.
 */
export const ENV_READS: readonly EnvRead[] = [
  {
    variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
    constant: "autocompactPctOverride",
    since: PCT_OVERRIDE_SINCE,
    parse: positiveNumber,
  },
  {
    variable: "CLAUDE_CODE_AUTO_COMPACT_WINDOW",
    constant: "autoCompactWindow",
    since: AUTO_COMPACT_WINDOW_SINCE,
    parse: positiveNumber,
  },
  {
    // Every measured version (1.0.117 to 2.1.330) moved its threshold with a 10,000 limit.
    variable: "CLAUDE_CODE_MAX_OUTPUT_TOKENS",
    constant: "maxOutputTokens",
    since: "0.0.0",
    parse: positiveInteger,
  },
  {
    // Codex CLI's config.toml; it can only lower the limit (lab, 0.169.0).
    variable: "model_auto_compact_token_limit",
    constant: "codexAutoCompactTokenLimit",
    since: "0.0.0",
    parse: positiveInteger,
  },
  {
    variable: "DISABLE_AUTO_COMPACT",
    constant: "disableAutoCompact",
    since: DISABLE_AUTO_COMPACT_SINCE,
    parse: (value) => (isTruthy(value) ? true : undefined),
  },
  {
    variable: "CLAUDE_CODE_REMOTE",
    constant: "remoteSession",
    since: REMOTE_SESSION_SINCE,
    parse: (value) => (isTruthy(value) ? true : undefined),
  },
];

export type EnvOverrides = {
  overrides: Partial<Pick<ReplayConfig, EnvConstant>>;
  /** Variables set to a value it would take that this version does not read. */
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
    const raw = env[read.variable];
    const value = raw === undefined ? undefined : read.parse(raw);
    if (value === undefined) continue;
    if (version !== null && compareVersions(version, read.since) < 0)
      result.ignored.push(read.variable);
    else Object.assign(result.overrides, { [read.constant]: value });
  }
  return result;
}
