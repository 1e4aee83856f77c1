import { z } from "zod";
import { transcriptNotFound } from "@/lib/errors";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * `?encoding=gzip`: the JSON gzip-compressed as it is stored, typed `application/gzip` (Next
 * drops a route's own `content-encoding`, and would compress the JSON again on the API's
 * thread), as the replay route answers it: 18.7 MB of JSON is 2.9 MB on a 1 GB session.
 */
const callsQuerySchema = z.object({ encoding: z.enum(["gzip"]).optional() });

/** The API calls of every query source, in file order (SPEC section 4). */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const { encoding } = callsQuerySchema.parse({
      encoding: new URL(request.url).searchParams.get("encoding") ?? undefined,
    });
    const { transcripts } = services();
    const bytes =
      encoding === "gzip" ? await transcripts.getCallsGzip(id) : await transcripts.getCallsJson(id);
    if (bytes === null) throw transcriptNotFound(id);
    // zlib's own ArrayBuffer or a database buffer's, never a SharedArrayBuffer.
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": encoding === "gzip" ? "application/gzip" : "application/json" },
    });
  },
);
