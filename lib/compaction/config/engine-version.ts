/**
 * Bumped whenever the engine's output for the same transcript and config can change: part of
 * every cached replay's key (config-key.ts), so stale results are never served.
 */
export const REPLAY_ENGINE_VERSION = 7;
