import { API_TOOL_CLEARING_EVENT, type ClearingDetail } from "../event-details";
import type { EventKind } from "../types";

/** The API's thinking clearing: on the server, so no record in the file to match. */
export const API_THINKING_EVENTS = {
  "api-thinking-clearing": {
    family: "microcompaction",
    matches: null,
    describe: (d, f) => `cleared ${f.tokens(d.saved)} of thinking`,
  } satisfies EventKind<ClearingDetail>,
};

export const API_TOOL_RESULT_EVENTS = { "api-tool-result-clearing": API_TOOL_CLEARING_EVENT };
