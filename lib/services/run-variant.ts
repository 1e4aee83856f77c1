import type { SummaryVariant, VariantMetrics } from "../api/summary-variant";
import type { PrismaClient } from "../db/generated/client";
import { findVariant, findVariantRequest, updateVariant } from "../db/summary-variants";
import { AppError } from "../errors";
import type { SummarizerProvider } from "../llm/summarizer";
import type { BuiltRequest, SummariesPorts } from "./summaries-ports";
import { rangeChars, summarisedMessages } from "./summarised-messages";
import { parseEnvelope, type VariantEnvelope } from "./variant-envelope";
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
 * tokens) among them when the point's call is known. A metric that throws is a bug: logged, and the variant keeps its text without metrics.
 */
export async function computeVariantMetrics(
  ports: SummariesPorts,
  context: { transcriptId: string; point: string; replay: VariantEnvelope["replay"] },
  summary: { text: string; tokens: number },
  built: BuiltRequest,
): Promise<VariantMetrics | null> {
  try {
    const counterfactual =
      built.atCall === undefined
        ? undefined
        : await ports.counterfactual?.({
            transcriptId: context.transcriptId,
            atCall: built.atCall,
            summaryTokens: summary.tokens,
            ...context.replay,
          });
    const messages = summarisedMessages(built.request);
    return ports.computeMetrics({
      summary: summary.text,
      summaryTokens: summary.tokens,
      messages,
      rangeTokens: ports.estimateTokens(rangeChars(messages)),
      ...(counterfactual === undefined ? {} : { counterfactual }),
    });
  } catch (error) {
    console.error(`Summary metrics failed for ${context.transcriptId} ${context.point}:`, error);
    return null;
  }
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
      const { request: madeRequest, estimatedInputTokens, atCall } = outcome.value;
      const request = variant.model === "" ? madeRequest : { ...madeRequest, model: variant.model };
      built = { request, estimatedInputTokens, ...(atCall === undefined ? {} : { atCall }) };
      const envelopeNow: VariantEnvelope = { ...envelope, built };
      await db().summaryVariant.updateMany({
        where: { id: variantId },
        data: { request: JSON.stringify(envelopeNow), model: request.model },
      });
    }
    if (!(await updateVariant(db(), variantId, { status: "streaming" }, ["queued"]))) return;

    let text = "";
    let lastWrite = now();
    let pendingWrite: Promise<unknown> = Promise.resolve();
    const summarizer = ports.getSummarizer(variant.provider as SummarizerProvider);
    const outcome = await summarizer.summarize({
      request: built.request,
      signal: controller.signal,
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
    await pendingWrite.catch(() => undefined);

    if (!outcome.ok) return await fail(outcome.failure.code, outcome.failure.message);
    const summary = outcome.value;
    const metrics = await computeVariantMetrics(
      ports,
      { transcriptId: variant.transcriptId, point: variant.point, replay: envelope.replay },
      { text: summary.text, tokens: summary.outputTokens },
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
