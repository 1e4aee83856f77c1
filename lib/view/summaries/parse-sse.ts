import { streamEventSchemas } from "./summary-api";
import type { z } from "zod";

type Schemas = typeof streamEventSchemas;
export type StreamEvent = {
  [K in keyof Schemas]: { event: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export type SseParse = {
  events: StreamEvent[];
  /** Frames whose name is unknown or whose data is not the contract's shape, in words. */
  problems: string[];
  /** The unfinished tail: hand it back with the next chunk. */
  rest: string;
};

function isKnownEvent(name: string): name is keyof Schemas {
  return Object.hasOwn(streamEventSchemas, name);
}

function parseFrame(frame: string): StreamEvent | string | null {
  let name = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }
  if (data.length === 0) return null;
  if (!isKnownEvent(name)) return `unknown event "${name}"`;
  let json: unknown;
  try {
    json = JSON.parse(data.join("\n"));
  } catch {
    return `event "${name}" is not JSON`;
  }
  const parsed = streamEventSchemas[name].safeParse(json);
  if (!parsed.success) return `event "${name}" has an unexpected shape`;
  return { event: name, data: parsed.data } as StreamEvent;
}

/**
 * Splits server-sent events text into the summaries stream's events, parsed with the
 * contract's schemas (the stream is outside input). Incremental: feed it the previous `rest`
 * plus the new chunk; a frame cut mid-way waits for its end. Comments (`: ping`) are skipped.
 *
 * @example
 * parseSse('event: text\ndata: {"delta":"Hi","outputTokens":1}\n\n')
 * // { events: [{ event: "text", data: { delta: "Hi", outputTokens: 1 } }], problems: [], rest: "" }
 */
export function parseSse(text: string): SseParse {
  const normalised = text.replace(/\r\n?/g, "\n");
  const frames = normalised.split("\n\n");
  const rest = frames.pop() ?? "";
  const events: StreamEvent[] = [];
  const problems: string[] = [];
  for (const frame of frames) {
    const parsed = parseFrame(frame);
    if (parsed === null) continue;
    if (typeof parsed === "string") problems.push(parsed);
    else events.push(parsed);
  }
  return { events, problems, rest };
}
