import { z } from "zod";
import { withAftermath } from "@/lib/contracts/aftermath";
import { toCompactionPoints } from "@/lib/contracts/compaction-points";
import { replayRequestSchema } from "@/lib/compaction/config/replay-request-schema";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** `?replay=` is a profile id ("auto", "cc-2.1" ...) or a replay request as JSON. */
const replayParamSchema = z
  .string()
  .transform((text, context) => {
    if (!text.trim().startsWith("{")) return { profile: text.trim() };
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "replay: not a profile id nor valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(replayRequestSchema);

/**
 * Recorded compaction points, each with its aftermath, and, with `?replay=`, the replayed ones
 * (SPEC section 2).
 */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const replayParam = new URL(request.url).searchParams.get("replay");
    const replayRequest = replayParam === null ? null : replayParamSchema.parse(replayParam);
    const model = await services().transcripts.getTranscriptModel(id);
    if (model === null) throw transcriptNotFound(id);
    const replay =
      replayRequest === null ? null : await services().replay.replayResult(id, replayRequest);
    const aftermath = (await services().aftermath.getAftermath(id)) ?? [];
    return Response.json({ points: withAftermath(toCompactionPoints(model, replay), aftermath) });
  },
);
