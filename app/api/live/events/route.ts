import { z } from "zod";
import { eventStreamResponse } from "@/lib/http/server-sent-events";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

const eventsQuerySchema = z.object({ transcript: z.string().min(1).max(100).optional() });

/** A comment-like event now and then, so a proxy never closes a quiet stream as idle. */
const KEEP_ALIVE_MS = 25_000;

/**
 * `text/event-stream` of `changed` events (`{ transcriptId, kind, replaces }`): followed files
 * of the caller's workspace imported, grown or stored again (`?transcript=`: of one). The
 * stream opens with `ready`, after which a page reads again whatever it shows.
 */
export const GET = handleRoute(async (request: Request) => {
  const { transcript } = eventsQuerySchema.parse({
    transcript: new URL(request.url).searchParams.get("transcript") ?? undefined,
  });
  let stop = () => {};
  return eventStreamResponse(
    (sink) => {
      const stopListening = services().watch.listen(({ transcriptId, kind, replaces }) => {
        sink.send("changed", { transcriptId, kind, replaces });
      }, transcript);
      const keepAlive = setInterval(() => sink.send("ping", {}), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(keepAlive);
        stopListening();
      };
      sink.send("ready", {});
    },
    () => stop(),
  );
});
