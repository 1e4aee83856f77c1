import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages";
import type { Usage } from "../../transcript/model";
import { estimateTextTokens } from "../estimate-text-tokens";
import { bytesPastBound, tokensPastBound, type OutputBound } from "../output-bound";
import type { SummarizeInput } from "../summarizer";

export type StreamedMessage = {
  text: string;
  model: string;
  stopReason: string | null;
  /** The usage the API reported (message_start, then message_delta's output tokens). */
  usage: Usage;
};

/**
 * Reads a Messages API event stream to its end: the text (handed to `onText` piece by piece
 * with the output tokens so far), the model, the stop reason and the usage. `onEvent` runs on
 * every event (the caller's idle timer). Throws when the stream ends without `message_stop`
 * (a connection cut mid-answer) or on an `error` event, as the SDK does, and
 * `OutputBoundExceeded` as soon as the output passes `bound`: its deltas' bytes (text,
 * thinking, tool input) past `maxBytes`, before the delta is kept, or its reported output
 * tokens past `maxTokens`. Leaving the loop closes the stream, which aborts the request.
 */
export async function readMessageStream(
  stream: AsyncIterable<RawMessageStreamEvent>,
  options: {
    model: string;
    onText?: SummarizeInput["onText"];
    onEvent?: () => void;
    bound?: OutputBound;
  },
): Promise<StreamedMessage> {
  const message: StreamedMessage = {
    text: "",
    model: options.model,
    stopReason: null,
    usage: {
      inputTokens: 0,
      outputTokens: 0,
      cacheCreationInputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreation1hTokens: 0,
    },
  };
  const { usage } = message;
  const { bound } = options;
  let finished = false;
  let bytes = 0;
  for await (const event of stream) {
    options.onEvent?.();
    if (bound !== undefined && event.type === "content_block_delta") {
      bytes += Buffer.byteLength(deltaText(event.delta), "utf8");
      if (bytes > bound.maxBytes) throw bytesPastBound(bound, bytes);
    }
    if (event.type === "message_start") {
      const reported = event.message.usage;
      message.model = event.message.model || message.model;
      usage.inputTokens = reported.input_tokens;
      usage.outputTokens = reported.output_tokens;
      usage.cacheCreationInputTokens = reported.cache_creation_input_tokens ?? 0;
      usage.cacheReadInputTokens = reported.cache_read_input_tokens ?? 0;
      usage.cacheCreation1hTokens = reported.cache_creation?.ephemeral_1h_input_tokens ?? 0;
    } else if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
      message.text += event.delta.text;
      // The API reports output tokens only at the end: until then, an estimate of the text.
      options.onText?.(event.delta.text, {
        outputTokens: Math.max(usage.outputTokens, estimateTextTokens(message.text)),
      });
    } else if (event.type === "message_delta") {
      usage.outputTokens = event.usage.output_tokens;
      message.stopReason = event.delta.stop_reason ?? message.stopReason;
    } else if (event.type === "message_stop") finished = true;
    if (bound !== undefined && usage.outputTokens > bound.maxTokens)
      throw tokensPastBound(bound, usage.outputTokens);
  }
  if (!finished) throw new Error("the stream ended without message_stop");
  return message;
}

type Delta = Extract<RawMessageStreamEvent, { type: "content_block_delta" }>["delta"];

/** What a delta adds to the output: text, thinking or a tool's input. */
function deltaText(delta: Delta): string {
  switch (delta.type) {
    case "text_delta":
      return delta.text;
    case "thinking_delta":
      return delta.thinking;
    case "input_json_delta":
      return delta.partial_json;
    default:
      return "";
  }
}
