import type { Mechanism } from "../types";
import { INJECTED_FAILURES_CONSTANTS, PTL_RETRY_CONSTANTS } from "./config";
import { PTL_RETRY_EVENTS } from "./events";

/**
 * No step of its own: every compaction's summarization request goes through `summarize`
 * (prompt-too-long retries, failures, the circuit breaker).
 */
export const ptlRetry = {
  id: "ptl-retry",
  title: "Prompt-too-long retries, failures and the circuit breaker (seeds 001, 003)",
  version: 0,
  constants: [PTL_RETRY_CONSTANTS, INJECTED_FAILURES_CONSTANTS],
  events: PTL_RETRY_EVENTS,
} satisfies Mechanism;
