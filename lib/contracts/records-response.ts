import { z } from "zod";
import { redactionReportSchema } from "./redaction-report";

/** One line as GET /api/transcripts/:id/records answers it (lib/contracts/record-preview.ts). */
export const linePreviewSchema = z.discriminatedUnion("kind", [
  z.object({ line: z.number().int(), kind: z.literal("record"), record: z.unknown() }),
  z.object({
    line: z.number().int(),
    kind: z.literal("invalid"),
    reason: z.string(),
    text: z.string(),
  }),
  z.object({ line: z.number().int(), kind: z.literal("blank") }),
]);

export const recordsResponseSchema = z.object({
  id: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  totalLines: z.number().int(),
  lines: z.array(linePreviewSchema),
  /** What was redacted from these lines (`enabled` false: redaction is off). */
  redaction: redactionReportSchema,
});

export type RecordsResponse = z.infer<typeof recordsResponseSchema>;
