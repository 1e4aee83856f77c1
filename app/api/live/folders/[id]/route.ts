import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");

type Context = { params: Promise<{ id: string }> };

/** Stops following a folder added in the app; the sessions stored from it stay. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const removed = await services().watch.removeFolder(id);
  if (removed === null) throw new AppError("not_found", `No followed folder ${id}.`);
  if (!removed.ok) throw new AppError("forbidden", removed.reason);
  return Response.json({ removed: id });
});
