import type { ParsedReplayRequest } from "@/lib/compaction/config/replay-request-schema";

/**
 * The replay that stands for the recording: recorded compactions are explained with its
 * threshold whatever the page's constants, and every what-if is measured against it. The one
 * place that says which request that is; the inspector fetches it beside the page's own replay
 * (under the default constants the two are one request, so one fetch).
 */
export const BASELINE_REQUEST: ParsedReplayRequest = { profile: "auto", overrides: {} };
