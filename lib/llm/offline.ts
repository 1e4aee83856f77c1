import { CHARS_PER_TOKEN } from "../compaction/mechanisms/threshold/config";
import { OFFLINE_MODEL } from "./models";
import { readConversation } from "./offline/read-conversation";
import { writeOfflineSummary } from "./offline/write-offline-summary";
import type { SummaryMessage } from "../compaction/summary-request/summary-request-types";
import type { SummarizeInput, SummarizeOutcome, Summarizer } from "./summarizer";
import { estimateTextTokens } from "./estimate-text-tokens";

/**
 * The conversation without the summary prompt: the request builder always appends the prompt
 * as the last text of the last user message, whatever a custom template says, so it is found
 * by place, not by its words (read-conversation.ts also knows the default prompt's words).
 */
export function withoutSummaryPrompt(messages: SummaryMessage[]): SummaryMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "user") return messages;
  const head = messages.slice(0, -1);
  if (typeof last.content === "string") return head;
  const at = last.content.findLastIndex((block) => block.type === "text");
  if (at === -1) return messages;
  const content = last.content.filter((_, index) => index !== at);
  return content.length ? [...head, { role: "user", content }] : head;
}

const CANCELLED = {
  ok: false,
  failure: { code: "cancelled", message: "The summary was cancelled." },
} as const satisfies SummarizeOutcome;

/**
 * A summarizer that needs no key: it fills Claude Code's nine sections from the request's own
 * messages (read-conversation.ts, write-offline-summary.ts). Same request, same bytes; tokens
 * are estimated (length / 4) and it costs nothing. It hands its text over section by section
 * so the UI streams it like a model's.
 *
 * @example
 * const outcome = await createOfflineSummarizer().summarize({ request });
 * if (outcome.ok) outcome.value.text // "<analysis>…</analysis>\n\n<summary>\n1. Primary Request…"
 */
export function createOfflineSummarizer(): Summarizer {
  return {
    provider: "offline",
    async summarize({ request, signal, onText }: SummarizeInput): Promise<SummarizeOutcome> {
      const started = performance.now();
      if (signal?.aborted) return CANCELLED;
      // The output cap in characters, at the same 4 characters a token as the estimate.
      const pieces = writeOfflineSummary(
        readConversation(withoutSummaryPrompt(request.messages)),
        request.max_tokens * CHARS_PER_TOKEN,
      );
      let text = "";
      for (const piece of pieces) {
        // Yields between pieces so a cancel (or a reader of the stream) gets its turn.
        await new Promise((resolve) => setImmediate(resolve));
        if (signal?.aborted) return CANCELLED;
        text += piece;
        onText?.(piece, { outputTokens: estimateTextTokens(text) });
      }
      return {
        ok: true,
        value: {
          text,
          model: OFFLINE_MODEL,
          inputTokens: estimateTextTokens(JSON.stringify([request.system, request.messages])),
          outputTokens: estimateTextTokens(text),
          stopReason: "end_turn",
          latencyMs: Math.round(performance.now() - started),
          costUsd: 0,
        },
      };
    },
  };
}
