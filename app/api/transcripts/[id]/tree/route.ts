import { toTreePayload } from "@/lib/contracts/tree-nodes";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * The message tree of a transcript: every record's place and metadata, no content (the
 * client asks /records for one line at a time). Fetched by the tree when it mounts, never
 * part of the session page's first payload.
 */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const model = await services().transcripts.getTranscriptModel(id);
    if (model === null) throw transcriptNotFound(id);
    return Response.json(toTreePayload(id, model));
  },
);
