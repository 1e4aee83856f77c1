import { probeVariantBodySchema } from "@/lib/contracts/summary-variant";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

type Context = { params: Promise<{ id: string; point: string; variantId: string }> };

/**
 * Probes a finished variant: each probe question answered from the summary alone and judged
 * by the Anthropic API, stored with the variant; answers `{ variant }` with `probes` filled.
 * 409 without ANTHROPIC_API_KEY (the message says how to set it), for the recorded summary
 * and for a variant not done.
 */
export const POST = handleRoute(async (request: Request, { params }: Context) => {
  const { id, point, variantId } = await params;
  const body = probeVariantBodySchema.parse(await readJsonBody(request));
  const variant = await services().summaries.probe(id, point, variantId, body);
  return Response.json({ variant });
});
