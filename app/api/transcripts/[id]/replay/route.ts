import { replayRequestSchema } from "@/lib/compaction/replay-request-schema";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { replayTranscript } from "@/lib/services/replay";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/** Replays the transcript under a profile and overrides (SPEC section 2, ReplayResult). */
export const POST = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const body = replayRequestSchema.parse(await readJsonBody(request));
    const json = await replayTranscript(id, body);
    if (json === null) throw transcriptNotFound(id);
    // Serialised by the replay worker (or read back from the store): sent as it is.
    // (zlib's or a structured clone's own ArrayBuffer, never a SharedArrayBuffer.)
    const bytes = json as Uint8Array<ArrayBuffer>;
    return new Response(bytes, { headers: { "content-type": "application/json" } });
  },
);
