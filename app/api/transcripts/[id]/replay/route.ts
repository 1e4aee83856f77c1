import { z } from "zod";
import { replayRequestSchema } from "@/lib/compaction/replay-request-schema";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/http/handle-route";
import { otherMethods } from "@/lib/http/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { replayInspectorGzip, replayTranscript } from "@/lib/services/replay";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/** `?view=inspector`: the session inspector's lighter projection (`lib/api/inspector-replay.ts`). */
const replayQuerySchema = z.object({ view: z.enum(["full", "inspector"]).default("full") });

/** Whether the client takes a gzip-compressed answer (`Accept-Encoding`, without q=0). */
function acceptsGzip(request: Request): boolean {
  const accepted = request.headers.get("accept-encoding") ?? "";
  return accepted
    .split(",")
    .some((part) => /^\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*$)[\d.]+)?\s*$/i.test(part));
}

/**
 * Replays the transcript under a profile and overrides (SPEC section 2, ReplayResult); with
 * `?view=inspector`, the same result with the calls as columns and without their states.
 */
export const POST = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const body = replayRequestSchema.parse(await readJsonBody(request));
    const { view } = replayQuerySchema.parse({
      view: new URL(request.url).searchParams.get("view") ?? undefined,
    });
    const headers = { "content-type": "application/json", vary: "accept-encoding" };
    // The inspector's answer goes out gzip-compressed as the replay worker made it (Next does
    // not compress an answer that names its encoding): 0.19 of 0.76 MB on a 10,000-call session.
    if (view === "inspector" && acceptsGzip(request)) {
      const gzip = await replayInspectorGzip(id, body);
      if (gzip === null) throw transcriptNotFound(id);
      return new Response(gzip as Uint8Array<ArrayBuffer>, {
        headers: { ...headers, "content-encoding": "gzip" },
      });
    }
    const json = await replayTranscript(id, body, view);
    if (json === null) throw transcriptNotFound(id);
    // Serialised by the replay worker (or read back from the store): sent as it is.
    // (zlib's or a structured clone's own ArrayBuffer, never a SharedArrayBuffer.)
    const bytes = json as Uint8Array<ArrayBuffer>;
    return new Response(bytes, { headers });
  },
);
