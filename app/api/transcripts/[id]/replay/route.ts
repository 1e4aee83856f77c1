import { replayRequestSchema } from "@/lib/compaction/replay-request-schema";
import { replayTranscript } from "@/lib/db/transcripts";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/** Replays the transcript under a profile and overrides (SPEC section 2, ReplayResult). */
export const POST = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const body = replayRequestSchema.parse(await readJsonBody(request));
    const result = await replayTranscript(id, body);
    if (result === null) throw new AppError("not_found", `No transcript with id "${id}".`);
    return Response.json(result);
  },
);
