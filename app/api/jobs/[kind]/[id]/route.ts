import { jobParamsSchema } from "@/lib/contracts/jobs";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ kind: string; id: string }> };

async function find(params: Context["params"]) {
  const { kind, id } = jobParamsSchema.parse(await params);
  const job = await services().jobs.get(kind, id);
  if (job === null) throw new AppError("not_found", `No ${kind} job with id "${id}".`);
  return job;
}

/** One job as the list shows it. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  return Response.json(await find(params));
});

/** Cancels a queued or running job (between settings for a sweep); a finished one stays. */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const job = await find(params);
  await services().jobs.cancel(job.kind, job.id);
  return Response.json(await find(params));
});
