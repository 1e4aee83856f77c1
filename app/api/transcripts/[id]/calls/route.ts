import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** The API calls of every query source, in file order (SPEC section 4). */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const calls = await services().transcripts.getApiCalls(id);
    if (calls === null) throw transcriptNotFound(id);
    return Response.json({ calls });
  },
);
