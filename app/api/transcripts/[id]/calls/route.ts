import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { getTranscriptsService } from "@/lib/services/transcripts/get-transcripts-service";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** The API calls of every query source, in file order (SPEC section 4). */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const calls = await getTranscriptsService().getApiCalls(id);
    if (calls === null) throw transcriptNotFound(id);
    return Response.json({ calls });
  },
);
