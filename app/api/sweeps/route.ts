import { createSweepBodySchema } from "@/lib/contracts/sweeps";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

/** The sweeps, newest first: `{ sweeps: [{ id, status, progress, ... }] }`. */
export const GET = handleRoute(async () => {
  return Response.json({ sweeps: await services().sweeps.list() });
});

/** Queues a sweep `{ transcriptIds, profile?, grid }`: 202 `{ id }`; poll GET /api/sweeps/:id. */
export const POST = handleRoute(async (request: Request) => {
  const body = createSweepBodySchema.parse(await readJsonBody(request));
  return Response.json(await services().sweeps.create(body), { status: 202 });
});
