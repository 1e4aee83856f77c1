import { z } from "zod";
import { summaryRequestSchema } from "../compaction/summary-request/summary-request-schema";
import { redactionReportSchema } from "./redaction-report";

/**
 * The answer of `POST /api/transcripts/:id/compactions/:point/request` as a client reads it:
 * the request and the figures the panel shows (other fields pass through unread).
 */
export const summaryRequestResponseSchema = z.looseObject({
  request: summaryRequestSchema,
  estimatedInputTokens: z.number(),
  messageCount: z.number(),
  droppedRecords: z.number(),
  images: z.number(),
  window: z.number(),
  profile: z.string(),
  range: z.object({ firstLine: z.number(), lastLine: z.number() }).nullable(),
  ptl: z.looseObject({
    outcome: z.enum(["fits", "truncated", "prompt-too-long", "nothing-left"]),
    droppedMessages: z.number(),
  }),
  /** What was redacted from the summarised records before the request was built. */
  redaction: redactionReportSchema,
});

export type SummaryRequestResponse = z.infer<typeof summaryRequestResponseSchema>;
