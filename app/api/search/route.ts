import { searchQuerySchema } from "@/lib/contracts/search";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** Full-text search over the message content of the caller's sessions (SPEC section 2). */
export const GET = handleRoute(async (request: Request) => {
  const query = searchQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await services().search.search(query));
});
