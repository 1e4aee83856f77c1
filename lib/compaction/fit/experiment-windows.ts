import { compareVersions } from "../config/resolve-profile";

/**
 * Remote experiments that give a session an auto-compact window, as Claude Code's binaries
 * read them (read, not run: the lab drives print mode, where 2.1.152 on ignores them): the
 * flag's value is a window ("256k", "1m", or tokens, 100,000 to 1,000,000), taken as
 * `min(model window, value)` like CLAUDE_CODE_AUTO_COMPACT_WINDOW, only where auto-compact is
 * on. A transcript never records a flag, so a fit names one only where the version reads it
 * for the session's model.
 *
 * - 2.1.97 to 2.1.116 `tengu_amber_redwood`, every model;
 * - 2.1.117 to 2.1.152 `tengu_amber_redwood2`, claude-opus-4-7 alone (from 2.1.152 in the
 *   interactive client only);
 * - from 2.1.158 `tengu_amber_redwood2` for claude-opus-4-8 alone, interactive only (2.1.153 to
 *   2.1.157 were not read here: taken as 2.1.158).
 */
export const EXPERIMENT_WINDOW_FLAGS = [
  { flag: "tengu_amber_redwood", since: "2.1.97", until: "2.1.117", model: null },
  {
    flag: "tengu_amber_redwood2",
    since: "2.1.117",
    until: "2.1.153",
    model: "claude-opus-4-7",
  },
  { flag: "tengu_amber_redwood2", since: "2.1.153", until: null, model: "claude-opus-4-8" },
] as const;

/**
 * The remote flag that could have set this session's auto-compact window, or null.
 *
 * @example
 * experimentWindowFlag("claude-opus-4-8", "2.1.165") // "tengu_amber_redwood2"
 * experimentWindowFlag("claude-sonnet-4-6", "2.1.165") // null
 */
export function experimentWindowFlag(model: string | null, version: string | null): string | null {
  if (version === null) return null;
  const name = model?.toLowerCase() ?? "";
  const found = EXPERIMENT_WINDOW_FLAGS.find(
    (e) =>
      compareVersions(version, e.since) >= 0 &&
      (e.until === null || compareVersions(version, e.until) < 0) &&
      (e.model === null || name === e.model || name.startsWith(`${e.model}-`)),
  );
  return found?.flag ?? null;
}
