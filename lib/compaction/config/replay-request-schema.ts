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
 * Body of `POST /api/transcripts/:id/replay` (SPEC §2): a profile (`auto` or a shipped id),
 * overrides of known constants only, and optionally one compaction's summary size replaced
 * (`summaryAt`). Unknown constants and wrong types fail with the constant's path
 * (`overrides.autocompactBufferTokens: expected number`).
 *
 * @example
 * replayRequestSchema.parse({ profile: "cc-2.1", overrides: { autocompactPctOverride: 80 } })
 * replayRequestSchema.parse({ summaryAt: { atCall: 120, tokens: 4_500 } })
 */
export const replayRequestSchema = z.strictObject({
  profile: z.enum(["auto", ...PROFILE_IDS]).optional(),
  overrides: replayConfigSchema.partial().optional(),
  summaryAt: summaryAtSchema.optional(),
});

export type ReplayRequest = z.input<typeof replayRequestSchema>;
export type ParsedReplayRequest = z.output<typeof replayRequestSchema>;
