import { z } from "zod";

/** Gemini CLI's token limit of every Gemini model (core/tokenLimits.js, 0.61.0). */
export const GEMINI_TOKEN_LIMIT = 1_048_576;

export const geminiSessionOptionsSchema = z.object({
  /** Same seed + options => byte-identical output. */
  seed: z.number().int(),
  /** Stop once the file reaches about this many bytes. */
  targetBytes: z.number().int().positive(),
  model: z.string().min(1).default("gemini-3.1-pro-preview"),
  /** Prompt tokens at which the session compresses (lab, 0.61.0: half the token limit). */
  compressAt: z
    .number()
    .int()
    .positive()
    .default(GEMINI_TOKEN_LIMIT / 2),
  /**
   * Every Nth prompt's turn is abandoned with `/rewind` once answered (`{"$rewindTo": <prompt
   * id>}`), the history sent going back to before it (0: never). A turn that compressed is kept.
   */
  rewindEvery: z.number().int().nonnegative().default(0),
  /** Malformed lines sprinkled in (truncated JSON, orphan fragments). */
  malformedLines: z.number().int().nonnegative().default(0),
  sessionId: z.string().min(1).optional(),
  /** Start time, ms since epoch. */
  startTime: z
    .number()
    .int()
    .default(Date.UTC(2026, 10, 20, 9, 0, 0)),
});

export type GeminiSessionOptions = z.input<typeof geminiSessionOptionsSchema>;
export type ResolvedGeminiOptions = z.output<typeof geminiSessionOptionsSchema>;
