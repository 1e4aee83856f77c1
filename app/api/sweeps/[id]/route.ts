import { sweepNotFound } from "@/lib/contracts/sweep-not-found";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { getSweepsService } from "@/lib/services/sweeps";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ id: string }> };

/** A sweep's `{ status, progress: { done, total }, ... }`. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const found = await getSweepsService().get(id);
  if (!found.ok) throw sweepNotFound(id);
  return Response.json(found.value);
});

/** Cancels a queued or running sweep (a finished one stays); answers its summary. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const found = await getSweepsService().cancel(id);
  if (!found.ok) throw sweepNotFound(id);
  return Response.json(found.value);
});
