import { z } from "zod";
import { listTranscriptsQuerySchema } from "@/lib/api/transcript-summary";
import { getDb } from "@/lib/db/client";
import { listTranscripts, reclaimSpaceSoon } from "@/lib/db/transcripts";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { receiveUpload } from "@/lib/ingest/receive-upload";
import { readUploadLimit } from "@/lib/ingest/upload-limit";
import { uploadProgress } from "@/lib/ingest/upload-progress";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

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
  const { uploadId } = params;
  if (uploadId) await uploadProgress.start(uploadId);
  try {
    const { status, body } = await receiveUpload(getDb(), request, {
      name: params.name,
      maxBytes: readUploadLimit(),
      onProgress: (progress) => {
        if (uploadId) uploadProgress.update(uploadId, progress);
      },
    });
    return Response.json(body, { status });
  } finally {
    if (uploadId) await uploadProgress.finish(uploadId);
    // Stored or refused, the upload grew the WAL (and a refused one left free pages).
    reclaimSpaceSoon();
  }
});

/** The sessions list: paged, sorted and filtered on the server. */
export const GET = handleRoute(async (request: Request) => {
  const query = listTranscriptsQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await listTranscripts(query));
});
