import Anthropic from "@anthropic-ai/sdk";
import { priceUsage } from "../pricing/price-usage";
import type { SummaryRequest } from "../compaction/summary-request/summary-request-types";
import { describeFailure } from "./anthropic/describe-failure";
import { readMessageStream } from "./anthropic/read-message-stream";
import { outputBoundFor } from "./output-bound";
import type { SummarizeInput, SummarizeOutcome, Summarizer } from "./summarizer";

export type AnthropicSummarizerOptions = {
  apiKey: string;
  /** Null or absent: the SDK's default, https://api.anthropic.com. */
  baseURL?: string | null;
  /** How long the API may stay silent (before its first byte, or between two events). */
  timeoutMs?: number;
};

/** A 20K-token summary streams in well under this; silence this long means something is wrong. */
export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * No retries inside the SDK. Its default (2 retries, honouring retry-after up to a minute for
 * 429, 5xx and 529) would keep a person watching a silent stream while it waits, and a stream
 * cannot be retried once text has arrived anyway. A failure comes back at once with its
 * retry-after, and the caller (the UI, a batch) decides whether to try again.
 */
const MAX_RETRIES = 0;

/**
 * The request as the SDK takes it, streamed. 2.1.330's `thinking.display: "updates"` is newer
 * than this SDK's types (which know "summarized" and "omitted"), so it is left out: it changes
 * how thinking streams, not the summary's text.
 */
function toSdkParams(request: SummaryRequest) {
  const { thinking, ...rest } = request;
  return {
    ...rest,
    ...(thinking === undefined
      ? {}
      : {
          thinking:
            thinking.type === "adaptive"
              ? { type: thinking.type }
              : { type: thinking.type, budget_tokens: thinking.budget_tokens },
        }),
    stream: true as const,
  };
}

/** Exact input tokens from the count-tokens endpoint; null when the server has none (404) or fails. */
async function countInputTokens(
  client: Anthropic,
  request: SummaryRequest,
  signal: AbortSignal,
): Promise<number | null> {
  try {
    const counted = await client.messages.countTokens(
      {
        model: request.model,
        system: request.system,
        messages: request.messages,
        ...(request.tools === undefined ? {} : { tools: request.tools }),
      },
      { signal },
    );
    return counted.input_tokens;
  } catch {
    return null;
  }
}

/**
 * The Anthropic summarizer: sends the request as it is through `@anthropic-ai/sdk`, streams the
 * text with the output tokens so far, counts input tokens with `messages.countTokens` when the
 * server offers it (else the usage the stream reports), prices the call with lib/pricing and
 * answers every failure as a value (describe-failure.ts). The key stays in this closure.
 *
 * @example
 * const summarizer = createAnthropicSummarizer({ apiKey, baseURL: fake.url });
 * const outcome = await summarizer.summarize({ request, onText: (delta) => send(delta) });
 */
export function createAnthropicSummarizer(options: AnthropicSummarizerOptions): Summarizer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL ?? "https://api.anthropic.com",
    maxRetries: MAX_RETRIES,
    timeout: timeoutMs,
    logLevel: "off",
    openTelemetry: false,
  });

  async function summarize({ request, signal, onText }: SummarizeInput): Promise<SummarizeOutcome> {
    const started = performance.now();
    const context = { cancelled: false, timedOut: false, timeoutMs };
    const controller = new AbortController();
    const cancel = () => {
      context.cancelled = true;
      controller.abort();
    };
    if (signal?.aborted)
      return { ok: false, failure: describeFailure(null, { ...context, cancelled: true }) };
    signal?.addEventListener("abort", cancel, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const restartIdleTimer = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        context.timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    restartIdleTimer();
    const counting = countInputTokens(client, request, controller.signal);
    try {
      const stream = await client.messages.create(toSdkParams(request), {
        signal: controller.signal,
      });
      const { text, model, stopReason, usage } = await readMessageStream(stream, {
        model: request.model,
        onText,
        onEvent: restartIdleTimer,
        bound: outputBoundFor(request.max_tokens),
      });
      const counted = await counting;
      return {
        ok: true,
        value: {
          text,
          model,
          inputTokens:
            counted ??
            usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens,
          outputTokens: usage.outputTokens,
          stopReason,
          latencyMs: Math.round(performance.now() - started),
          // What was billed: the usage the API reported, at the model's list price.
          costUsd: priceUsage(model, usage)?.usd ?? null,
        },
      };
    } catch (error) {
      controller.abort();
      return { ok: false, failure: describeFailure(error, context) };
    } finally {
      clearTimeout(idle);
      signal?.removeEventListener("abort", cancel);
    }
  }

  return { provider: "anthropic", summarize };
}
