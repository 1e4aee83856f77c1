import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** A batch's status, progress `{ done, failed, total }` and its variants' ids. */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    return Response.json(await services().summaries.getBatch(id));
  },
);
