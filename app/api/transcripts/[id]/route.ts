import { deleteTranscript, getTranscriptSummary } from "@/lib/db/transcripts";
import { AppError } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ id: string }> };

export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const summary = await getTranscriptSummary(id);
  if (summary === null) throw new AppError("not_found", `No transcript with id "${id}".`);
  return Response.json(summary);
});

/** Removes the transcript and everything derived from it (raw bytes, model, replays). */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  if (!(await deleteTranscript(id)))
    throw new AppError("not_found", `No transcript with id "${id}".`);
  return Response.json({ deleted: id });
});
