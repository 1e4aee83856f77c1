import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { getJobsService } from "@/lib/services/jobs";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/** `{ jobs: [{ kind, id, title, status, progress: { done, total }, ... }] }`, running first. */
export const GET = handleRoute(async () => {
  return Response.json({ jobs: await getJobsService().list() });
});
