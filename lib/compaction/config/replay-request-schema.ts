import { z } from "zod";
import { MAX_WINDOW_TOKENS, wholeNumber } from "./constant-bounds";
import { PROFILE_IDS } from "./profiles";
import { replayConfigSchema } from "./replay-config";

/**
 * One compaction's summary replaced by another of `tokens` tokens (a generated variant): the
 * counterfactual "had this summary been used". `atCall` is the call the compaction
 * happens before, replayed or recorded (a recorded one's `atCall`).
 */
export const summaryAtSchema = z.strictObject({
  atCall: wholeNumber(MAX_WINDOW_TOKENS, "no transcript has more calls", 1),
  tokens: wholeNumber(MAX_WINDOW_TOKENS, "no model has a larger window"),
});
export type SummaryAt = z.infer<typeof summaryAtSchema>;

/**
 * The profiles a request may name: `auto` (by the file's version), `fitted` (`auto` plus the
 * settings fitted from the file, lib/compaction/fit) or a shipped one.
 */
export const REQUESTABLE_PROFILES = ["auto", "fitted", ...PROFILE_IDS] as const;
export type RequestableProfile = (typeof REQUESTABLE_PROFILES)[number];

/**
 * Body of `POST /api/transcripts/:id/replay` (SPEC §2): a profile (`REQUESTABLE_PROFILES`),
 * overrides of known constants only, and optionally one compaction's summary size replaced
 * (`summaryAt`). Unknown constants and wrong types fail with the constant's path
 * (`overrides.autocompactBufferTokens: expected number`).
 *
 * @example
 * replayRequestSchema.parse({ profile: "cc-2.1", overrides: { autocompactPctOverride: 80 } })
 * replayRequestSchema.parse({ summaryAt: { atCall: 120, tokens: 4_500 } })
 */
export const replayRequestSchema = z.strictObject({
  profile: z.enum(REQUESTABLE_PROFILES).optional(),
  overrides: replayConfigSchema.partial().optional(),
  summaryAt: summaryAtSchema.optional(),
});

export type ReplayRequest = z.input<typeof replayRequestSchema>;
export type ParsedReplayRequest = z.output<typeof replayRequestSchema>;
