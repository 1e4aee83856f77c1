import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ id: string; point: string; variantId: string }> };

/** One stored variant (to poll a running one). */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id, point, variantId } = await params;
  return Response.json({ variant: await services().summaries.get(id, point, variantId) });
});

/** Removes a variant, cancelling it first if it runs; 409 for the recorded summary. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id, point, variantId } = await params;
  await services().summaries.delete(id, point, variantId);
  return Response.json({ deleted: true });
});
