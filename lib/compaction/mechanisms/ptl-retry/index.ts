import type { Mechanism } from "../types";
import { PTL_RETRY_CONFIG, PTL_RETRY_DEFAULTS } from "./config";

/**
 * No step of its own: every compaction's summarization request goes through `summarize`
 * (prompt-too-long retries, failures, the circuit breaker).
 */
export const ptlRetry: Mechanism = {
  id: "ptl-retry",
  title: "Prompt-too-long retries, failures and the circuit breaker (seeds 001, 003)",
  config: PTL_RETRY_CONFIG,
  defaults: PTL_RETRY_DEFAULTS,
};
