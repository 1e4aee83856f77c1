import { summaryRequestOptionsSchema } from "@/lib/compaction/summary-request/summary-request-options";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

type Context = { params: Promise<{ id: string; point: string }> };

/**
 * The exact summarization request Claude Code would send at a compaction point (SPEC section
 * 6), with its token estimate: body `{ profile?, overrides?, prompt?, customInstructions?,
 * partial? }` (1 MiB at most), 422 for a bad one, 404 naming the points that exist.
 */
export const POST = handleRoute(async (request: Request, { params }: Context) => {
  const { id, point } = await params;
  const options = summaryRequestOptionsSchema.parse(await readJsonBody(request));
  const built = await services().summaries.buildRequest(id, point, options);
  if (!built.ok) throw built.error;
  return Response.json(built.value);
});
