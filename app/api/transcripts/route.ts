import { z } from "zod";
import { listTranscriptsQuerySchema } from "@/lib/contracts/transcript-summary";
import { getDb } from "@/lib/server/database";
import { listTranscripts, reclaimSpaceSoon } from "@/lib/db/transcripts";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { receiveUpload } from "@/lib/services/ingest/receive-upload";
import { readUploadLimit } from "@/lib/services/ingest/upload-limit";
import { uploadProgress } from "@/lib/services/ingest/upload-progress";
import type { UploadError } from "@/lib/services/ingest/upload-status";

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
  const progress = params.uploadId ? await uploadProgress.start(params.uploadId) : null;
  let error: UploadError | null = UNEXPECTED_END;
  try {
    const { status, body } = await receiveUpload(getDb(), request, {
      name: params.name,
      maxBytes: readUploadLimit(),
      onProgress: (figures) => progress?.update(figures),
    });
    error = body.error && status >= 400 ? body.error : null;
    return Response.json(body, { status });
  } catch (thrown) {
    if (thrown instanceof AppError) error = { code: thrown.code, message: thrown.message };
    throw thrown;
  } finally {
    await progress?.finish({ error });
    // Stored or refused, the upload grew the WAL (and a refused one left free pages).
    reclaimSpaceSoon();
  }
});

/** What a failed upload's progress says when the failure was not one the API names. */
const UNEXPECTED_END: UploadError = {
  code: "internal",
  message: "Something went wrong on the server; it has been logged.",
};

/** The sessions list: paged, sorted and filtered on the server. */
export const GET = handleRoute(async (request: Request) => {
  const query = listTranscriptsQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await listTranscripts(query));
});
