import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * A transcript's Task calls, each with the stored transcript of the subagent it started
 * (`subagentId`, null when that file is not uploaded), and for a subagent's own file its
 * parent session and the call that started it.
 */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const links = await services().links.getLinks(id);
    if (links === null) throw transcriptNotFound(id);
    return Response.json(links);
  },
);
