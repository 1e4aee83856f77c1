import { createSavedFilterBodySchema } from "@/lib/contracts/saved-filters";
import { savedFilterError } from "@/lib/contracts/saved-filter-errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

/** The saved filters by name, each with the sessions it matches now: `{ savedFilters }`. */
export const GET = handleRoute(async () => {
  return Response.json({ savedFilters: await services().savedFilters.list() });
});

/** Saves the sessions list's filter `{ name, filter }`: 201 with it; 409 when the name is taken. */
export const POST = handleRoute(async (request: Request) => {
  const body = createSavedFilterBodySchema.parse(await readJsonBody(request));
  const saved = await services().savedFilters.create(body);
  if (!saved.ok) throw savedFilterError(saved.reason, { name: body.name });
  return Response.json(saved.value, { status: 201 });
});
