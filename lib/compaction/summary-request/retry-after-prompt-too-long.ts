import { truncateHeadForPtlRetry, type PtlMessage } from "../mechanisms/ptl-retry/truncate-head";
import { PTL_RETRY_MARKER } from "../mechanisms/ptl-retry/config";
import { CHARS_PER_TOKEN } from "../mechanisms/threshold/config";
import { estimateMessageTokens } from "./estimate-message-tokens";
import type { SummaryMessage, SummaryRequest } from "./summary-request-types";

const isMarker = (message: SummaryMessage | undefined) =>
  message?.role === "user" && message.content === PTL_RETRY_MARKER;

/**
 * Seed 003's answer to the API's "prompt is too long: N tokens > M maximum" on a summary
 * request the estimate let through: drop the oldest API-round groups (an assistant message and
 * the tool results after it) until they cover the reported gap, or 20% of them when the gap is
 * unknown, behind the retry marker when the rest would open with the assistant. The last
 * message carries the summary prompt and is always kept. Null when nothing would be left.
 *
 * @example
 * retryAfterPromptTooLong(request, 12_000)?.messages[0] // { role: "user", content: "[earlier conversation truncated…]" }
 */
export function retryAfterPromptTooLong(
  request: SummaryRequest,
  gapTokens: number | null,
  charsPerToken: number = CHARS_PER_TOKEN,
): SummaryRequest | null {
  const head = request.messages.slice(0, -1);
  const last = request.messages.at(-1);
  if (last === undefined || head.length === 0) return null;
  // Built requests merge each API response into one assistant message: one round each.
  const sized: PtlMessage[] = head.map((message, index) => ({
    role: message.role,
    tokens: estimateMessageTokens(message, charsPerToken),
    roundId: message.role === "assistant" ? String(index) : undefined,
    isMarker: index === 0 && isMarker(message),
  }));
  const kept = truncateHeadForPtlRetry(sized, gapTokens);
  if (kept === null) return null;
  const position = new Map(sized.map((message, index) => [message, index]));
  const messages = kept.map((message): SummaryMessage =>
    message.isMarker === true
      ? { role: "user", content: PTL_RETRY_MARKER }
      : (head[position.get(message) ?? -1] as SummaryMessage),
  );
  return { ...request, messages: [...messages, last] };
}
