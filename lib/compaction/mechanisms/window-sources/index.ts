import type { Mechanism } from "../types";
import { WINDOW_SOURCES_CONSTANTS } from "./config";
import { WINDOW_SOURCES_EVENTS } from "./events";

/**
 * No step: the window is resolved once per replay (`resolveContextWindow` in model-windows.ts,
 * source "env" or "auto"), and an "auto" window switches proactive compaction off
 * (`computeThresholds(config, window, isProactive)`); reactive compaction still runs. A `/model`
 * switch the file records moves the window from its call on (run-replay.ts, `window-switch`).
 */
export const windowSources = {
  id: "window-sources",
  title: "Window sources: table, CLAUDE_CODE_AUTO_COMPACT_WINDOW, auto window (FORMAT §10)",
  version: 1,
  constants: [WINDOW_SOURCES_CONSTANTS],
  events: WINDOW_SOURCES_EVENTS,
} satisfies Mechanism;
