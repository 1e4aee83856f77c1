import { OFFLINE_MODEL } from "./models";
import { readConversation } from "./offline/read-conversation";
import { writeOfflineSummary } from "./offline/write-offline-summary";
import type { SummarizeInput, SummarizeOutcome, Summarizer } from "./summarizer";

/** Four characters a token: the same rough count the app uses where no tokenizer is at hand. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

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
      const pieces = writeOfflineSummary(readConversation(request.messages));
      let text = "";
      for (const piece of pieces) {
        // Yields between pieces so a cancel (or a reader of the stream) gets its turn.
        await new Promise((resolve) => setImmediate(resolve));
        if (signal?.aborted) return CANCELLED;
        text += piece;
        onText?.(piece, { outputTokens: estimateTokens(text) });
      }
      return {
        ok: true,
        value: {
          text,
          model: OFFLINE_MODEL,
          inputTokens: estimateTokens(JSON.stringify([request.system, request.messages])),
          outputTokens: estimateTokens(text),
          stopReason: "end_turn",
          latencyMs: Math.round(performance.now() - started),
          costUsd: 0,
        },
      };
    },
  };
}
