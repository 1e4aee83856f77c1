import { createBatchBodySchema } from "@/lib/contracts/summary-variant";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/** Queues a batch: every point times every variant spec. 202 `{ id }`; poll GET for progress. */
export const POST = handleRoute(async (request: Request) => {
  const body = createBatchBodySchema.parse(await readJsonBody(request));
  return Response.json(await services().summaries.createBatch(body), { status: 202 });
});
