import { z } from "zod";
import { USAGE_SHAPES, type FakeAnswer, type FakeError } from "./fake-answer";

/** A FakeAnswer as JSON (the fake's control endpoint `POST /_fake/script`), parsed, never cast. */
const fakeErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  type: z.string().optional(),
  message: z.string().optional(),
  retryAfterSeconds: z.number().min(0).optional(),
}) satisfies z.ZodType<FakeError>;

const count = z.number().int().min(0);

export const fakeAnswerSchema = z.strictObject({
  text: z.string().optional(),
  toolUses: z
    .array(
      z.object({
        id: z.string().optional(),
        name: z.string(),
        input: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  usage: z
    .object({
      input_tokens: count.optional(),
      output_tokens: count.optional(),
      cache_creation_input_tokens: count.optional(),
      cache_read_input_tokens: count.optional(),
    })
    .optional(),
  usageShape: z.enum(USAGE_SHAPES).optional(),
  stopReason: z.string().optional(),
  error: fakeErrorSchema.optional(),
  delayMs: count.max(600_000).optional(),
  chunkSize: z.number().int().min(1).optional(),
  chunkDelayMs: count.max(60_000).optional(),
  dropAfterChunks: count.optional(),
  streamError: z.object({ afterChunks: count, error: fakeErrorSchema }).optional(),
  flood: z
    .strictObject({
      text: z.string().min(1),
      maxBytes: count.optional(),
      reportedOutputTokens: count.optional(),
    })
    .optional(),
}) satisfies z.ZodType<FakeAnswer>;

/** One answer or a list of them. */
export const fakeScriptSchema = z.union([
  fakeAnswerSchema.transform((answer) => [answer]),
  z.array(fakeAnswerSchema),
]);
