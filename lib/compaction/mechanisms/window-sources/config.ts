import { z } from "zod";
import { window, constantSection } from "../config-fields";

/** How a model missing from the window table is treated (FORMAT §10 "Windows and proactive compaction"). */
export const UNKNOWN_MODEL_WINDOWS = ["default", "auto"] as const;

/** The first version that gives an unknown model an "auto" window, never compacted before a call. */
export const AUTO_WINDOW_SINCE = "2.1.153"; // FORMAT §10; the conformance lab's runs

/** The first version that reads CLAUDE_CODE_AUTO_COMPACT_WINDOW (conformance lab: 2.1.74 ignores it, 2.1.75 reads it). */
export const AUTO_COMPACT_WINDOW_SINCE = "2.1.75"; // lib/conformance/versions-matrix.json
/**
 * The first version that takes a model's auto-compact window from the settings its server
 * sends at start (`auto_compact_windows` in the bootstrap): the conformance lab, serving
 * {"claude-sonnet-4-5": 200000}, saw 2.1.182 compact at 167,000 and 2.1.181 ignore it. A real
 * session's window may come from there, which no transcript records.
 */
export const SERVER_WINDOWS_SINCE = "2.1.182";

/**
 * A remote session (CLAUDE_CODE_REMOTE, as Claude Code on the web runs the client) compacts a
 * model whose window the client does not know before a call all the same, at its own window:
 * the conformance lab measured claude-sonnet-4-5 at preTokens 167,000 on 2.1.153, 2.1.165,
 * 2.1.250 and 2.1.332 (a count of 166,992, then 166,970), where the same client outside a
 * remote session never compacts it.
 */
export const REMOTE_SESSION_SINCE = AUTO_WINDOW_SINCE;

/** Window sources: where the window compaction is measured against comes from. */
export const WINDOW_SOURCES_CONFIG = {
  unknownModelWindow: z
    .enum(UNKNOWN_MODEL_WINDOWS)
    .describe(
      "A model missing from the table: default (200K) or auto (no proactive compaction, from 2.1.153, seen in real transcripts)",
    ),
  remoteSession: z
    .boolean()
    .describe(
      "CLAUDE_CODE_REMOTE: a remote session (Claude Code on the web) compacts a model with an auto window at its own window (from 2.1.153, measured on released versions)",
    ),
  autoCompactWindow: window
    .nullable()
    .describe(
      "CLAUDE_CODE_AUTO_COMPACT_WINDOW: the window autocompact measures against (read from 2.1.75, measured on released versions)",
    ),
};

export const WINDOW_SOURCES_CONSTANTS = constantSection({
  group: "thresholds",
  shape: WINDOW_SOURCES_CONFIG,
  /** The values every profile starts from: up to 2.1.150 an unknown model has the default window. */
  defaults: {
    unknownModelWindow: "default",
    remoteSession: false,
    autoCompactWindow: null,
  },
  sources: { remoteSession: { measured: "lab" } },
  profiles: { "cc-2.1-auto-window": { unknownModelWindow: "auto" } },
});
