import { z } from "zod";
import { replayRequestSchema } from "../config/replay-request-schema";

/** Longest prompt body or custom instructions accepted: far past Claude Code's 5,145 characters. */
export const MAX_PROMPT_CHARS = 100_000;

/**
 * What a summarization request at a point may change (the body of `POST
 * /api/transcripts/:id/compactions/:point/request`): the replay's profile and overrides that
 * find the point and set `max_tokens`, a prompt body replacing Claude Code's default, custom
 * instructions, and the partial variant. Unknown keys fail with their path.
 *
 * @example
 * summaryRequestOptionsSchema.parse({ profile: "cc-2.1", customInstructions: "Focus on tests" })
 */
export const summaryRequestOptionsSchema = z.strictObject({
  profile: replayRequestSchema.shape.profile,
  overrides: replayRequestSchema.shape.overrides,
  prompt: z.string().trim().min(1).max(MAX_PROMPT_CHARS).optional(),
  customInstructions: z.string().max(MAX_PROMPT_CHARS).optional(),
  partial: z.enum(["from", "up_to"]).optional(),
});

export type SummaryRequestOptions = z.input<typeof summaryRequestOptionsSchema>;
