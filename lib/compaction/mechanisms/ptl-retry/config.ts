import { z } from "zod";
import { count, constantSection, boundedNumber } from "../config-fields";

export const CIRCUIT_BREAKER_FAILURES = 3; // seed 001, seed 003
export const PTL_MAX_RETRIES = 3; // seed 003 (MAX_PTL_RETRIES)
export const PTL_FALLBACK_DROP_FRACTION = 0.2; // seed 003 (unparseable gap: drop 20% of groups)
export const PTL_RETRY_MARKER = "[earlier conversation truncated for compaction retry]"; // seed 003

/** Prompt-too-long retries of the summarization request, failures and the circuit breaker (seeds 001, 003): the constants it reads. */
export const PTL_RETRY_CONFIG = {
  circuitBreakerFailures: count(100, "Claude Code stops after 3", 1).describe(
    "Consecutive failures that stop autocompact",
  ),
  ptlMaxRetries: count(100, "Claude Code retries 3 times").describe("Prompt-too-long retries"),
  ptlFallbackDropFraction: boundedNumber(0, 1, "a fraction of the API-round groups").describe(
    "Groups dropped when the gap is unparseable",
  ),
  ptlGapParseable: z.boolean().describe("Whether the API's error states the token gap"),
};

/** A test knob, not a Claude Code constant: shown apart so nobody mistakes it for one. */
export const INJECTED_FAILURES_CONFIG = {
  injectedCompactFailures: count(10_000, "more attempts than a session makes").describe(
    "Make the first N compaction attempts fail (to see the circuit breaker)",
  ),
};

export const PTL_RETRY_CONSTANTS = constantSection({
  group: "compaction",
  shape: PTL_RETRY_CONFIG,
  /** The values every profile starts from. */
  defaults: {
    circuitBreakerFailures: CIRCUIT_BREAKER_FAILURES,
    ptlMaxRetries: PTL_MAX_RETRIES,
    ptlFallbackDropFraction: PTL_FALLBACK_DROP_FRACTION,
    ptlGapParseable: true,
  },
  sources: {
    circuitBreakerFailures: { seeds: ["001", "003"] },
    ptlMaxRetries: { seeds: ["003"] },
    ptlFallbackDropFraction: { seeds: ["003"] },
    ptlGapParseable: { seeds: ["003"] },
  },
});

export const INJECTED_FAILURES_CONSTANTS = constantSection({
  group: "other",
  shape: INJECTED_FAILURES_CONFIG,
  /** No failure is made up unless asked for. */
  defaults: {
    injectedCompactFailures: 0,
  },
  sources: {},
});
