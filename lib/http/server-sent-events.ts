/** One server-sent event: its name and JSON data. */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/event-stream");
}

export type EventSink = {
  send(event: string, data: unknown): void;
  close(): void;
};

/**
 * A `text/event-stream` response fed by `feed`: events sent before the stream starts are kept
 * in order, and a client that goes away only closes the stream (`onCancel`): the work behind it
 * goes on. Sending after the close is ignored, never a crash.
 */
export function eventStreamResponse(
  feed: (sink: EventSink) => void,
  onCancel: () => void,
  status = 200,
): Response {
  const encoder = new TextEncoder();
  let isClosed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      feed({
        send(event, data) {
          if (isClosed) return;
          try {
            controller.enqueue(encoder.encode(formatEvent(event, data)));
          } catch {
            isClosed = true;
          }
        },
        close() {
          if (isClosed) return;
          isClosed = true;
          try {
            controller.close();
          } catch {
            // Already closed by the client.
          }
        },
      });
    },
    cancel() {
      isClosed = true;
      onCancel();
    },
  });
  return new Response(stream, {
    status,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
    },
  });
}
