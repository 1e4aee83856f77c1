import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** `{ jobs: [{ kind, id, title, status, progress: { done, total }, ... }] }`, running first. */
export const GET = handleRoute(async () => {
  return Response.json({ jobs: await services().jobs.list() });
});
