import { renameSavedFilterBodySchema } from "@/lib/contracts/saved-filters";
import { savedFilterError } from "@/lib/contracts/saved-filter-errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");

type Context = { params: Promise<{ id: string }> };

/** One saved filter with the sessions it matches now. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const filter = await services().savedFilters.get(id);
  if (filter === null) throw savedFilterError("not-found", { id });
  return Response.json(filter);
});

/** Renames a saved filter `{ name }`; 409 when another filter has that name. */
export const PATCH = handleRoute(async (request: Request, { params }: Context) => {
  const { id } = await params;
  const { name } = renameSavedFilterBodySchema.parse(await readJsonBody(request));
  const renamed = await services().savedFilters.rename(id, name);
  if (!renamed.ok) throw savedFilterError(renamed.reason, { id, name });
  return Response.json(renamed.value);
});

/** Deletes a saved filter: 204. Sweeps made from it keep its name and their sessions. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  if (!(await services().savedFilters.remove(id))) throw savedFilterError("not-found", { id });
  return new Response(null, { status: 204 });
});
