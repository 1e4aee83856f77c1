import type { EventKind } from "../types";
import { LOCAL_TOOL_CLEARING_EVENT } from "../event-details";

/** The tokens this version would have cleared where the recording shows it did not. */
export type ClearingOffDetail = { wouldSave: number };

export const LEGACY_MICROCOMPACT_EVENTS = {
  microcompact: LOCAL_TOOL_CLEARING_EVENT,
  "microcompact-off": {
    family: "failure",
    matches: null,
    describe: (d, f) =>
      `the recording keeps the ${f.tokens(d.wouldSave)} tokens of tool results this version clears here: ` +
      "clearing was off in this session (DISABLE_MICROCOMPACT, or up to 2.0.71 a remote experiment), " +
      "and the replay leaves them from here on",
  } satisfies EventKind<ClearingOffDetail>,
};
