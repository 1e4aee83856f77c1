import { sweepNotFound } from "@/lib/contracts/sweep-not-found";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ id: string }> };

/** A sweep's `{ status, progress: { done, total }, ... }`. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const found = await services().sweeps.get(id);
  if (!found.ok) throw sweepNotFound(id);
  return Response.json(found.value);
});

/** Cancels a queued or running sweep (a finished one stays); answers its summary. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const found = await services().sweeps.cancel(id);
  if (!found.ok) throw sweepNotFound(id);
  return Response.json(found.value);
});
