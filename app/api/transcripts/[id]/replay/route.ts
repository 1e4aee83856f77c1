import { z } from "zod";
import { replayRequestSchema } from "@/lib/compaction/config/replay-request-schema";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import { services } from "@/lib/server";

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");

/**
 * `?view=inspector`: the session inspector's lighter projection (`lib/contracts/inspector-replay.ts`);
 * with `&encoding=gzip`, that JSON gzip-compressed as the replay worker made it, typed
 * `application/gzip` (Next drops a route's own `content-encoding`, and would compress the JSON
 * again on the API's thread): 0.19 of 0.76 MB on a 10,000-call session, never compressed twice.
 */
const replayQuerySchema = z.object({
  view: z.enum(["full", "inspector"]).default("full"),
  encoding: z.enum(["gzip"]).optional(),
});

/**
 * Replays the transcript under a profile and overrides (SPEC section 2, ReplayResult); with
 * `?view=inspector`, the same result with the calls as columns and without their states.
 */
export const POST = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const body = replayRequestSchema.parse(await readJsonBody(request));
    const search = new URL(request.url).searchParams;
    const { view, encoding } = replayQuerySchema.parse({
      view: search.get("view") ?? undefined,
      encoding: search.get("encoding") ?? undefined,
    });
    if (view === "inspector" && encoding === "gzip") {
      const gzip = await services().replay.replayInspectorGzip(id, body);
      if (gzip === null) throw transcriptNotFound(id);
      return new Response(gzip as Uint8Array<ArrayBuffer>, {
        headers: { "content-type": "application/gzip" },
      });
    }
    const json = await services().replay.replay(id, body, view);
    if (json === null) throw transcriptNotFound(id);
    // Serialised by the replay worker (or read back from the store): sent as it is.
    // (zlib's or a structured clone's own ArrayBuffer, never a SharedArrayBuffer.)
    const bytes = json as Uint8Array<ArrayBuffer>;
    return new Response(bytes, { headers: { "content-type": "application/json" } });
  },
);
