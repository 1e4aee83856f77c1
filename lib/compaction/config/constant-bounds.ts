import { z } from "zod";

/**
 * Builders of the replay constants' zod types, each with bounds that mean something and the
 * reason in the message, so a 422 says why (`charsPerToken: at least 0.5: ...`). Without
 * them `charsPerToken: 5e-324` made every count null and `maxOutputTokens: 2^53 - 1` gave
 * negative thresholds, both with a 200.
 */

/** No model has a larger window (1M-context models exist); also the largest token constant. */
export const MAX_WINDOW_TOKENS = 10_000_000;
/** Lists (tools, model-table rows, requested compactions). */
export const LIST_LIMIT = 1_000;
const MINUTES_IN_30_DAYS = 43_200;

const fmt = (n: number) => n.toLocaleString("en-US");

/** A whole number (tokens, messages, files, retries) from `min` to `max`. */
export function wholeNumber(max: number, why: string, min = 0): z.ZodNumber {
  return z
    .number()
    .int()
    .min(min, `at least ${fmt(min)}`)
    .max(max, `at most ${fmt(max)}: ${why}`);
}

/** A real number from `min` to `max`, with the reason for both ends. */
export function boundedNumber(min: number, max: number, why: string): z.ZodNumber {
  return z
    .number()
    .min(min, `at least ${fmt(min)}: ${why}`)
    .max(max, `at most ${fmt(max)}: ${why}`);
}

/** Idle gaps in minutes: over a minute, at most 30 days (no TTL or idle rule is longer). */
export function idleMinutes(): z.ZodNumber {
  return boundedNumber(1, MINUTES_IN_30_DAYS, "from a minute to 30 days");
}

/** Tool names: non-empty, at most 1,000 of them. */
export function toolNames() {
  return z.array(z.string().min(1).max(200)).max(LIST_LIMIT, `at most ${fmt(LIST_LIMIT)} tools`);
}
