import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * Progress of an upload in flight, polled by the drop zone (bytes received, records parsed):
 * read from the database, so any web process answers for an upload another one receives.
 */
export const GET = handleRoute(
  async (_request: Request, { params }: { params: Promise<{ uploadId: string }> }) => {
    const { uploadId } = await params;
    const progress = await services().ingest.uploadProgress(uploadId);
    if (progress === null) throw new AppError("not_found", `No upload "${uploadId}" in progress.`);
    return Response.json(progress, { headers: { "cache-control": "no-store" } });
  },
);
