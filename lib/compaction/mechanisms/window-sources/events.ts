import type { EventKind } from "../types";

/** A `/model` switch the file records, and the window and threshold it set from that call on. */
export type WindowSwitchDetail = { model: string; window: number; threshold: number };

export const WINDOW_SOURCES_EVENTS = {
  "window-switch": {
    family: "failure",
    matches: null,
    describe: (d, f) =>
      `the session switched to ${d.model} (/model): a ${f.tokens(d.window)}-token window from here, ` +
      `autocompact at ${f.tokens(d.threshold)}`,
  } satisfies EventKind<WindowSwitchDetail>,
};
