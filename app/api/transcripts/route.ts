import { z } from "zod";
import { listTranscriptsQuerySchema } from "@/lib/contracts/transcript-summary";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

const uploadParamsSchema = z.object({
  name: z.string().max(1_000).nullable(),
  uploadId: z
    .string()
    .regex(/^[\w-]{1,100}$/, "uploadId: letters, digits, - and _ only")
    .nullable(),
});

/** Upload one raw JSONL body or several multipart files (SPEC section 2). */
export const POST = handleRoute(async (request: Request) => {
  const url = new URL(request.url);
  const params = uploadParamsSchema.parse({
    name: url.searchParams.get("name"),
    uploadId: url.searchParams.get("uploadId"),
  });
  const { status, body } = await services().ingest.upload(request, params);
  return Response.json(body, { status });
});

/** The sessions list: paged, sorted and filtered on the server. */
export const GET = handleRoute(async (request: Request) => {
  const query = listTranscriptsQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const list = await services().transcripts.listTranscripts(query);
  if (query.reproduces === undefined) return Response.json(list);
  // The sessions neither answer lists yet, queued to be measured.
  const notMeasured = await services().agreement.measureUnmeasured(query);
  return Response.json({ ...list, notMeasured });
});
