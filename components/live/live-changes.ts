"use client";

import { z } from "zod";

/** A `changed` event of GET /api/live/events, parsed: the stream is an edge like any body. */
const changeSchema = z.object({
  transcriptId: z.string(),
  kind: z.enum(["imported", "appended", "reimported"]),
  replaces: z.string().nullable(),
});

export type LiveChange = z.infer<typeof changeSchema>;

type Channel = { source: EventSource; listeners: Set<(change: LiveChange) => void> };

/** One stream per scope ("": every transcript; else one id), shared by the page's listeners. */
const channels = new Map<string, Channel>();

function open(scope: string): Channel {
  const query = scope === "" ? "" : `?transcript=${encodeURIComponent(scope)}`;
  const source = new EventSource(`/api/live/events${query}`);
  const channel: Channel = { source, listeners: new Set() };
  let hasOpened = false;
  source.addEventListener("changed", (event) => {
    const parsed = changeSchema.safeParse(safeJson((event as MessageEvent<string>).data));
    if (!parsed.success) return;
    for (const listener of channel.listeners) listener(parsed.data);
  });
  // EventSource reconnects by itself; what changed while it was away is unknown, so a
  // reconnect counts as a change of whatever the page shows.
  source.addEventListener("ready", () => {
    if (hasOpened && scope !== "") {
      const change = { transcriptId: scope, kind: "appended", replaces: null } as const;
      for (const listener of channel.listeners) listener(change);
    }
    hasOpened = true;
  });
  return channel;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Hears of followed files changing: of one transcript (`transcriptId`), or of every one the
 * page may see (null). Returns the way to stop; the stream closes with its last listener.
 */
export function listenToChanges(
  transcriptId: string | null,
  listener: (change: LiveChange) => void,
): () => void {
  const scope = transcriptId ?? "";
  let channel = channels.get(scope);
  if (channel === undefined) {
    channel = open(scope);
    channels.set(scope, channel);
  }
  const current = channel;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.source.close();
    channels.delete(scope);
  };
}
