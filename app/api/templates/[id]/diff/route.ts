import { diffQuerySchema } from "@/lib/contracts/prompt-templates";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** `?from=1&to=2` (and `&otherId=` for another template's version `to`): `{ patch, hunks }`. */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const query = diffQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return Response.json(await services().templates.diff({ id, ...query }));
  },
);
