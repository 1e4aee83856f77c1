import { compareVersions } from "../config/resolve-profile";

/**
 * Remote experiments that give a session an auto-compact window, in the interactive client
 * only (print mode, `claude -p`, ignores them): the flag's value is a window ("256k", "1m", or
 * tokens, 100,000 to 1,000,000), taken as `min(model window, value)` like
 * CLAUDE_CODE_AUTO_COMPACT_WINDOW, only where auto-compact is on. A transcript never records a
 * flag, so a fit names one only where the version reads it for the session's model.
 *
 * - 2.1.97 to 2.1.116 `tengu_amber_redwood`, every model (read in the binaries);
 * - 2.1.117 to 2.1.152 `tengu_amber_redwood2`, claude-opus-4-7 alone (read);
 * - from 2.1.154 `tengu_amber_redwood2` for claude-opus-4-8 alone (bisected: 2.1.153 ignores
 *   "150k" under both flags and compacts at its own 200K). Measured on 2.1.165's interactive client (the lab's pty driver):
 *   the window alone leaves the session to reactive compaction, as a model with no known
 *   window; it compacts proactively only with `tengu_amber_redwood3` on as well (`alsoOn`),
 *   which on its own makes any model with no known window compact at its own (claude-sonnet-4-5
 *   at 167,000 too). "150k" compacted at a count of
 *   116,998, "256k" at 166,998 (min with opus-4-8's 200K) and, on claude-opus-4-8[1m], at
 *   222,998; with no flag, with "256k" alone, and in print mode with both, never. 2.1.154 and
 *   2.1.158 measured the same. 2.1.332 (which reads redwood2 or redwood3 as
 *   the value) applied neither "150k" alone nor with redwood3: its opus-4-8 compacts at its own
 *   1M window as with no flag. Where between 2.1.165 and 2.1.332 that changed is not bisected:
 *   the fit offers the flags up to 2.1.331.
 */
export const EXPERIMENT_WINDOW_FLAGS = [
  { flag: "tengu_amber_redwood", since: "2.1.97", until: "2.1.117", model: null, alsoOn: null },
  {
    flag: "tengu_amber_redwood2",
    since: "2.1.117",
    until: "2.1.153",
    model: "claude-opus-4-7",
    alsoOn: null,
  },
  {
    flag: "tengu_amber_redwood2",
    since: "2.1.154",
    until: "2.1.332",
    model: "claude-opus-4-8",
    alsoOn: "tengu_amber_redwood3",
  },
] as const;

/** The flag that sets the window, and the one that must be on with it for proactive compaction. */
export type ExperimentWindowFlag = { flag: string; alsoOn: string | null };

/**
 * The remote flag that could have set this session's auto-compact window, or null.
 *
 * @example
 * experimentWindowFlag("claude-opus-4-8", "2.1.165") // { flag: "tengu_amber_redwood2", alsoOn: "tengu_amber_redwood3" }
 * experimentWindowFlag("claude-sonnet-4-6", "2.1.165") // null
 */
export function experimentWindowFlag(
  model: string | null,
  version: string | null,
): ExperimentWindowFlag | null {
  if (version === null) return null;
  const name = model?.toLowerCase() ?? "";
  const found = EXPERIMENT_WINDOW_FLAGS.find(
    (e) =>
      compareVersions(version, e.since) >= 0 &&
      (e.until === null || compareVersions(version, e.until) < 0) &&
      (e.model === null || name === e.model || name.startsWith(`${e.model}-`)),
  );
  return found ? { flag: found.flag, alsoOn: found.alsoOn } : null;
}

/**
 * The remote flag that lets a model with no window the client knows compact proactively at its
 * own window in the interactive client (without it only a prompt-too-long compacts such a
 * model from 2.1.153): `tengu_amber_redwood3`, from 2.1.153 (which compacts claude-opus-4-8 at
 * 166,998 under it; 2.1.152 compacts such models without it) and measured on 2.1.165
 * (claude-sonnet-4-5 at 167,000, claude-opus-4-8 at 166,998). 2.1.332 reads it as a window
 * value instead: offered up to 2.1.331.
 *
 * @example
 * proactiveCompactionFlag("2.1.165") // "tengu_amber_redwood3"
 * proactiveCompactionFlag("2.1.152") // null
 */
export function proactiveCompactionFlag(version: string | null): string | null {
  if (version === null) return null;
  const isRead =
    compareVersions(version, "2.1.153") >= 0 && compareVersions(version, "2.1.332") < 0;
  return isRead ? "tengu_amber_redwood3" : null;
}
