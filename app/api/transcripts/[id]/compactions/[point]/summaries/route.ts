import { createVariantBodySchema } from "@/lib/contracts/summary-variant";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { readJsonBody } from "@/lib/http/read-json-body";
import {
  eventStreamResponse,
  wantsEventStream,
  type EventSink,
} from "@/lib/http/server-sent-events";
import type { VariantEvent } from "@/lib/services/summaries/variant-events";
import { services } from "@/lib/server";

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");

type Context = { params: Promise<{ id: string; point: string }> };

/** The point's variants, the recorded summary first as variant zero. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const { id, point } = await params;
  return Response.json({ variants: await services().summaries.list(id, point) });
});

/**
 * A new variant, run in the background: 201 `{ variant }` to poll, or with `Accept:
 * text/event-stream` the events `variant`, `text`..., then `done` or `error`. Closing the
 * stream does not cancel the variant (DELETE does).
 */
export const POST = handleRoute(async (request: Request, { params }: Context) => {
  const { id, point } = await params;
  const body = createVariantBodySchema.parse(await readJsonBody(request));
  if (!wantsEventStream(request)) {
    const { variant } = await services().summaries.create(id, point, body);
    return Response.json({ variant }, { status: 201 });
  }
  // Events may come before the stream starts: kept in order until it does.
  const early: VariantEvent[] = [];
  let sink: EventSink | null = null;
  const forward = (target: EventSink, event: VariantEvent) => {
    if (event.type === "text")
      target.send("text", { delta: event.delta, outputTokens: event.outputTokens });
    else if (event.type === "done") target.send("done", event.variant);
    else target.send("error", { code: event.code, message: event.message });
    if (event.type !== "text") target.close();
  };
  const { variant, unsubscribe } = await services().summaries.create(id, point, body, {
    onEvent: (event) => (sink === null ? early.push(event) : forward(sink, event)),
  });
  return eventStreamResponse(
    (started) => {
      started.send("variant", variant);
      for (const event of early) forward(started, event);
      sink = started;
    },
    unsubscribe,
    201,
  );
});
