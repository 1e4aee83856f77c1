import { z } from "zod";
import { previewLine, type LinePreview } from "@/lib/contracts/record-preview";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** Lines per request: a page of the message tree, never the whole file. */
const MAX_LINES = 500;

/** Line numbers are stored as 32-bit integers (int4 on PostgreSQL). */
const MAX_LINE = 2_147_483_647;

const rangeSchema = z
  .object({
    from: z.coerce.number().int().min(1).max(MAX_LINE),
    to: z.coerce.number().int().min(1).max(MAX_LINE),
  })
  .refine(({ from, to }) => to >= from, { message: "to must be at least from", path: ["to"] })
  .refine(({ from, to }) => to - from < MAX_LINES, {
    message: `at most ${MAX_LINES} lines per request`,
    path: ["to"],
  });

/**
 * Lines `from` to `to` of the stored file, content on demand (the message tree, the
 * before/after view): each line parsed as the parser does, huge strings and base64 payloads
 * cut and labelled with their size, secrets redacted when redaction is on (with what went).
 * Reads only the stored pieces that hold the range.
 */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const search = new URL(request.url).searchParams;
    const { from, to } = rangeSchema.parse({
      from: search.get("from") ?? undefined,
      to: search.get("to") ?? undefined,
    });
    const { transcripts, redaction } = services();
    const summary = await transcripts.getTranscriptSummary(id);
    if (summary === null) throw transcriptNotFound(id);
    const raw: { line: number; text: string }[] = [];
    for await (const row of transcripts.readLines(id, from, Math.min(to, summary.lines)))
      raw.push(row);
    const redacted = await redaction.redactLines(raw);
    const lines: LinePreview[] = redacted.lines.map(({ line, text }) => previewLine(line, text));
    return Response.json({
      id,
      from,
      to: Math.min(to, summary.lines),
      totalLines: summary.lines,
      lines,
      redaction: redacted.redaction,
    });
  },
);
