import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");

type Context = { params: Promise<{ id: string }> };

export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const summary = await services().transcripts.getTranscriptSummary(id);
  if (summary === null) throw transcriptNotFound(id);
  return Response.json(summary);
});

/** Removes the transcript and everything derived from it (raw bytes, model, replays). */
export const DELETE = handleRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  if (!(await services().transcripts.deleteTranscript(id))) throw transcriptNotFound(id);
  return Response.json({ deleted: id });
});
