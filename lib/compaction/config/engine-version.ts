import { MECHANISMS } from "../mechanisms/index";

/**
 * Bumped whenever the replay core's output (outside any one mechanism) for the same transcript
 * and config can change.
 */
export const CORE_VERSION = 18;

/**
 * Part of every cached replay's key (config-key.ts, replay-cache-key.ts), so stale results are
 * never served: the core's version plus every mechanism's own (`version` in its index.ts, 0
 * for those unchanged since the core's 7). Each part only ever grows, so the sum does too; a
 * mechanism that is removed adds its version to `CORE_VERSION`.
 */
export const REPLAY_ENGINE_VERSION =
  CORE_VERSION + MECHANISMS.reduce((sum, mechanism) => sum + mechanism.version, 0);
