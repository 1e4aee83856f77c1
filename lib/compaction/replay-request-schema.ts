import { z } from "zod";
import { PROFILE_IDS } from "./profiles";
import { replayConfigSchema } from "./replay-config";

/**
 * Body of `POST /api/transcripts/:id/replay` (SPEC §2): a profile (`auto` or a shipped id)
 * and overrides of known constants only. Unknown constants and wrong types fail with the
 * constant's path (`overrides.autocompactBufferTokens: expected number`).
 *
 * @example
 * replayRequestSchema.parse({ profile: "cc-2.1", overrides: { autocompactPctOverride: 80 } })
 */
export const replayRequestSchema = z.strictObject({
  profile: z.enum(["auto", ...PROFILE_IDS]).optional(),
  overrides: replayConfigSchema.partial().optional(),
});

export type ReplayRequest = z.input<typeof replayRequestSchema>;
export type ParsedReplayRequest = z.output<typeof replayRequestSchema>;
