import type { SummaryVariant, VariantMetrics } from "../../contracts/summary-variant";
import type { PrismaClient } from "../../db/generated/client";
import { findVariant, findVariantRequest, updateVariant } from "../../db/summary-variants";
import { AppError } from "../../errors";
import { checkOutputBound, outputBoundFor } from "../../llm/output-bound";
import type { SummarizerProvider } from "../../llm/summarizer";
import { PTL_MAX_RETRIES } from "../../compaction/mechanisms/ptl-retry/config";
import { insertedSummaryText } from "../../compaction/summary-request/inserted-summary";
import { retryAfterPromptTooLong } from "../../compaction/summary-request/retry-after-prompt-too-long";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import type { BuiltRequest, SummariesPorts } from "./summaries-ports";
import { rangeChars, summarisedMessages } from "./summarised-messages";
import { parseEnvelope, toStoredBuilt, type VariantEnvelope } from "./variant-envelope";
import type { VariantEvents } from "./variant-events";

/** How often a run writes its text so far: the events carry every delta at once. */
export const PROGRESS_WRITE_MS = 500;

export type RunDeps = {
  db: () => PrismaClient;
  ports: SummariesPorts;
  events: VariantEvents;
  /** The controllers of running variants, so DELETE can abort them. */
  running: Map<string, AbortController>;
  now?: () => number;
};

/**
 * The metrics of one summary, the engine's counterfactual (a replay with this summary's
 * tokens) among them when the point's call is known, and its score against the point's
 * aftermath reference set when the port gives one. A metric that throws is a bug: logged, and the variant keeps its text without metrics.
 */
export async function computeVariantMetrics(
  ports: SummariesPorts,
  context: { transcriptId: string; point: string; replay: VariantEnvelope["replay"] },
  /** `insertedTokens`: the summary as the context would hold it, when that differs from `tokens`. */
  summary: { text: string; tokens: number; insertedTokens?: number },
  built: BuiltRequest,
): Promise<VariantMetrics | null> {
  try {
    const counterfactual =
      built.atCall === undefined
        ? undefined
        : await ports.counterfactual?.({
            transcriptId: context.transcriptId,
            atCall: built.atCall,
            summaryTokens: summary.insertedTokens ?? summary.tokens,
            ...context.replay,
          });
    const reference = await ports.aftermathReference?.(context.transcriptId, context.point);
    const messages = summarisedMessages(built.request);
    return ports.computeMetrics({
      summary: summary.text,
      summaryTokens: summary.tokens,
      messages,
      rangeTokens: ports.estimateTokens(rangeChars(messages)),
      ...(counterfactual === undefined ? {} : { counterfactual }),
      ...(reference === undefined ? {} : { reference }),
    });
  } catch (error) {
    console.error(`Summary metrics failed for ${context.transcriptId} ${context.point}:`, error);
    return null;
  }
}

/** Keeps the request a variant is sent (built late, or made smaller after prompt-too-long). */
async function storeEnvelope(db: PrismaClient, variantId: string, envelope: VariantEnvelope) {
  const model = envelope.built?.request.model;
  await db.summaryVariant.updateMany({
    where: { id: variantId },
    data: { request: JSON.stringify(envelope), ...(model === undefined ? {} : { model }) },
  });
}

async function buildLater(
  ports: SummariesPorts,
  variant: SummaryVariant,
  envelope: VariantEnvelope,
): Promise<{ ok: true; value: BuiltRequest } | { ok: false; code: string; message: string }> {
  const built = await ports.buildRequest(variant.transcriptId, variant.point, {
    ...envelope.replay,
    ...(envelope.prompt === null ? {} : { prompt: envelope.prompt }),
    ...(variant.customInstructions === null
      ? {}
      : { customInstructions: variant.customInstructions }),
  });
  if (built === null)
    return { ok: false, code: "not_found", message: `No compaction point "${variant.point}".` };
  if (!built.ok) return { ok: false, code: built.error.code, message: built.error.message };
  return built;
}

/**
 * Runs one queued variant to its end: builds its request if a batch left it unbuilt, streams
 * the summarizer's text to the watchers (written to the row at most every PROGRESS_WRITE_MS),
 * then stores the summary with its metrics, or the failure's code and words. A variant
 * cancelled or deleted meanwhile is left as it is.
 */
export async function runVariant(deps: RunDeps, variantId: string): Promise<void> {
  const { db, ports, events, running } = deps;
  const now = deps.now ?? Date.now;
  const variant = await findVariant(db(), variantId);
  const stored = await findVariantRequest(db(), variantId);
  if (variant === null || stored === null || variant.status !== "queued") return;
  const envelope = parseEnvelope(variantId, stored);
  const controller = new AbortController();
  running.set(variantId, controller);

  const fail = async (code: string, message: string) => {
    const status = code === "cancelled" ? "cancelled" : "failed";
    await updateVariant(
      db(),
      variantId,
      { status, failure: { code, message }, finishedAt: new Date() },
      ["queued", "streaming"],
    );
    events.emit(variantId, { type: "error", code, message });
  };

  try {
    let built = envelope.built;
    if (built === null) {
      const outcome = await buildLater(ports, variant, envelope);
      if (!outcome.ok) return await fail(outcome.code, outcome.message);
      built = toStoredBuilt(outcome.value, variant.model);
      await storeEnvelope(db(), variantId, { ...envelope, built });
    }
    if (!(await updateVariant(db(), variantId, { status: "streaming" }, ["queued"]))) return;

    let text = "";
    let lastWrite = now();
    let pendingWrite: Promise<unknown> = Promise.resolve();
    const summarizer = ports.getSummarizer(variant.provider as SummarizerProvider);
    const { restoredFiles } = built;
    const summarize = (request: SummaryRequest) =>
      summarizer.summarize({
        request,
        signal: controller.signal,
        ...(restoredFiles === undefined ? {} : { restoredFiles }),
        onText: (delta, { outputTokens }) => {
          text += delta;
          events.emit(variantId, { type: "text", delta, outputTokens });
          if (now() - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = now();
          const snapshot = text;
          pendingWrite = pendingWrite.then(() =>
            updateVariant(db(), variantId, { text: snapshot, outputTokens }, ["streaming"]),
          );
        },
      });
    let outcome = await summarize(built.request);
    // Seed 003: the API counted more than the estimate; drop the oldest rounds and ask again.
    for (let retry = 1; !outcome.ok && outcome.failure.code === "prompt_too_long"; retry++) {
      const smaller: SummaryRequest | null =
        retry > PTL_MAX_RETRIES
          ? null
          : retryAfterPromptTooLong(built.request, outcome.failure.tokenGap ?? null);
      if (smaller === null) break;
      built = { ...built, request: smaller };
      await storeEnvelope(db(), variantId, { ...envelope, built });
      outcome = await summarize(smaller);
    }
    await pendingWrite.catch(() => undefined);

    if (!outcome.ok) return await fail(outcome.failure.code, outcome.failure.message);
    const summary = outcome.value;
    // A streaming summarizer cuts the model off at the bound; any other is held to it here.
    // A baseline is no model's output: its size (a masked range can pass max_tokens) is the
    // figure the comparison shows, not a runaway to cut.
    const overrun =
      summarizer.provider === "baseline"
        ? null
        : checkOutputBound(outputBoundFor(built.request.max_tokens), summary);
    if (overrun !== null) return await fail("output_too_large", overrun.message);
    const metrics = await computeVariantMetrics(
      ports,
      { transcriptId: variant.transcriptId, point: variant.point, replay: envelope.replay },
      {
        text: summary.text,
        tokens: summary.outputTokens,
        // The counterfactual replays with what the context would hold (formatted, wrapped),
        // as the recorded summary's own text is: never the raw analysis scratchpad.
        ...(built.profile === undefined
          ? {}
          : {
              insertedTokens: ports.estimateTokens(
                insertedSummaryText(summary.text, built.profile, built.trigger ?? "auto").length,
              ),
            }),
      },
      built,
    );
    const written = await updateVariant(
      db(),
      variantId,
      {
        status: "done",
        text: summary.text,
        model: summary.model,
        inputTokens: summary.inputTokens,
        outputTokens: summary.outputTokens,
        latencyMs: Math.round(summary.latencyMs),
        costUsd: summary.costUsd,
        metrics,
        failure: null,
        finishedAt: new Date(),
      },
      ["streaming"],
    );
    const final = written ? await findVariant(db(), variantId) : null;
    if (final !== null) events.emit(variantId, { type: "done", variant: final });
    // Deleted (or cancelled) while the summary arrived: watchers still hear the end.
    else
      events.emit(variantId, {
        type: "error",
        code: "cancelled",
        message: "The variant was cancelled or deleted.",
      });
  } catch (error) {
    // A bug or a database failure: the variant says so rather than staying "streaming".
    console.error(`Summary variant ${variantId} failed:`, error);
    const message =
      error instanceof AppError
        ? error.message
        : "Something went wrong on the server; it has been logged.";
    await fail("internal", message).catch(() => undefined);
  } finally {
    running.delete(variantId);
  }
}
