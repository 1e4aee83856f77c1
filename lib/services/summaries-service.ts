import { DEFAULT_TEMPLATE_ID } from "../contracts/prompt-templates";
import {
  RECORDED_VARIANT_ID,
  type CreateBatchBody,
  type CreateVariantBody,
  type ProbeVariantBody,
  type SummaryBatch,
  type SummaryVariant,
} from "../contracts/summary-variant";
import type { PrismaClient } from "../db/generated/client";
import {
  findBatch,
  insertBatch,
  markUnfinishedBatchesInterrupted,
  updateBatch,
} from "../db/summary-batches";
import {
  deleteVariant,
  findVariant,
  findVariantRequest,
  insertVariant,
  listVariants,
  markUnfinishedVariantsInterrupted,
  updateVariant,
} from "../db/summary-variants";
import { AppError, transcriptNotFound } from "../errors";
import type { JobQueue } from "../jobs/job-kinds";
import { DEFAULT_SUMMARY_MODEL } from "../llm/models";
import { extractSummaryBody } from "../summaries/parse-summary-sections";
import { parseCompactionPoint } from "../contracts/compaction-point-id";
import type { TemplatesService } from "./prompt-templates-service";
import { computeVariantMetrics, runVariant } from "./run-variant";
import type { SummariesPorts } from "./summaries-ports";
import { summarisedMessages } from "./summarised-messages";
import { runSummaryProbes, toVariantProbes } from "./summary-probes";
import { parseEnvelope, toStoredBuilt, type VariantEnvelope } from "./variant-envelope";
import { createVariantEvents, type VariantListener } from "./variant-events";

export type SummariesServiceDeps = {
  db: () => PrismaClient;
  templates: Pick<TemplatesService, "resolvePrompt">;
  ports: SummariesPorts;
  jobs: () => JobQueue;
  now?: () => number;
};

// Recorded summaries' metrics cost a request build each: kept for the points asked last.
const RECORDED_CACHE_ENTRIES = 64;

function pointNotFound(point: string): AppError {
  return new AppError(
    "not_found",
    `No compaction point "${point}": use recorded-<uuid> or replayed-<call>.`,
  );
}

function variantNotFound(id: string): AppError {
  return new AppError("not_found", `No summary variant with id "${id}" at this point.`);
}

/**
 * Summary variants of compaction points: created from a template or a prompt, run
 * in the background through the job queue, watched while they stream, cancelled, deleted and
 * listed with the recorded summary first as variant zero; and batches of them.
 */
export function createSummariesService(deps: SummariesServiceDeps) {
  const { db, ports, templates, jobs } = deps;
  const events = createVariantEvents();
  const running = new Map<string, AbortController>();
  const recordedCache = new Map<string, Promise<SummaryVariant | null>>();
  const runDeps = { db, ports, events, running, now: deps.now };

  async function transcriptCreatedAt(id: string): Promise<Date> {
    const row = await db().transcript.findFirst({
      where: { id, status: "ready" },
      select: { createdAt: true },
    });
    if (row === null) throw transcriptNotFound(id);
    return row.createdAt;
  }

  function checkPoint(point: string): void {
    if (parseCompactionPoint(point) === null) throw pointNotFound(point);
  }

  async function resolvePrompt(body: {
    templateId?: string;
    templateVersion?: number;
    prompt?: string;
  }) {
    if (body.prompt !== undefined) return { templateId: null, version: null, prompt: body.prompt };
    const resolved = await templates.resolvePrompt(
      body.templateId ?? DEFAULT_TEMPLATE_ID,
      body.templateVersion,
    );
    // The default template is the builder's own prompt: passed as none, so the builder uses it.
    const prompt = resolved.templateId === DEFAULT_TEMPLATE_ID ? null : resolved.prompt;
    return { templateId: resolved.templateId, version: resolved.version, prompt };
  }

  async function buildRecorded(transcriptId: string, point: string, createdAt: Date) {
    const text = await ports.readRecordedSummary(transcriptId, point);
    if (text === null) return null;
    // A build that cannot run now (a busy replay pool) leaves the metrics out, not the summary.
    const built = await ports.buildRequest(transcriptId, point, {}).catch((error: unknown) => {
      console.warn(`The recorded summary's metrics at ${transcriptId} ${point}:`, String(error));
      return undefined;
    });
    if (built === undefined) recordedCache.delete(recordedKey(transcriptId, point, createdAt));
    const tokens = ports.estimateTokens(text.length);
    const metrics =
      built?.ok === true
        ? await computeVariantMetrics(
            ports,
            { transcriptId, point, replay: {} },
            { text, tokens },
            built.value,
          )
        : null;
    const variant: SummaryVariant = {
      id: RECORDED_VARIANT_ID,
      transcriptId,
      point,
      provider: "recorded",
      model: built?.ok === true ? built.value.request.model : "",
      templateId: null,
      templateVersion: null,
      customInstructions: null,
      status: "done",
      failure: null,
      text,
      inputTokens: null,
      outputTokens: tokens,
      latencyMs: null,
      costUsd: null,
      metrics,
      probes: null,
      createdAt: createdAt.toISOString(),
      finishedAt: createdAt.toISOString(),
    };
    return variant;
  }

  function recordedKey(transcriptId: string, point: string, createdAt: Date): string {
    return `${transcriptId}\n${point}\n${createdAt.getTime()}`;
  }

  function recordedVariant(transcriptId: string, point: string, createdAt: Date) {
    const key = recordedKey(transcriptId, point, createdAt);
    let found = recordedCache.get(key);
    if (found === undefined) {
      found = buildRecorded(transcriptId, point, createdAt);
      found.catch(() => recordedCache.delete(key));
      recordedCache.set(key, found);
      if (recordedCache.size > RECORDED_CACHE_ENTRIES)
        recordedCache.delete(recordedCache.keys().next().value as string);
    }
    return found;
  }

  async function getVariant(transcriptId: string, point: string, variantId: string) {
    const variant = await findVariant(db(), variantId);
    if (variant === null || variant.transcriptId !== transcriptId || variant.point !== point)
      throw variantNotFound(variantId);
    return variant;
  }

  async function cancel(variantId: string): Promise<void> {
    const controller = running.get(variantId);
    if (controller !== undefined) return controller.abort();
    const message = "Cancelled before it started.";
    const cancelled = await updateVariant(
      db(),
      variantId,
      { status: "cancelled", failure: { code: "cancelled", message }, finishedAt: new Date() },
      ["queued"],
    );
    if (cancelled) events.emit(variantId, { type: "error", code: "cancelled", message });
  }

  async function runBatch(batchId: string): Promise<void> {
    const batch = await findBatch(db(), batchId);
    if (batch === null || batch.status !== "queued") return;
    await updateBatch(db(), batchId, { status: "running" });
    for (const variantId of batch.variantIds) await runVariant(runDeps, variantId);
    const finished = await findBatch(db(), batchId);
    // A cancelled batch keeps its status: its variants were cancelled and ran no further.
    if (finished === null || finished.status === "cancelled") return;
    await updateBatch(db(), batchId, {
      status: "done",
      done: finished.progress.done,
      failed: finished.progress.failed,
      finishedAt: new Date(),
    });
  }

  return {
    /**
     * A new variant, queued at once; its request is built first so an unknown point or a
     * bad template answers here. `onEvent` hears its text, then `done` or `error`.
     */
    async create(
      transcriptId: string,
      point: string,
      body: CreateVariantBody,
      options: { onEvent?: VariantListener } = {},
    ): Promise<{ variant: SummaryVariant; unsubscribe: () => void }> {
      checkPoint(point);
      await transcriptCreatedAt(transcriptId);
      const template = await resolvePrompt(body);
      const replay = { profile: body.profile, overrides: body.overrides };
      const built = await ports.buildRequest(transcriptId, point, {
        ...replay,
        ...(template.prompt === null ? {} : { prompt: template.prompt }),
        ...(body.customInstructions === undefined
          ? {}
          : { customInstructions: body.customInstructions }),
      });
      if (built === null) throw pointNotFound(point);
      if (!built.ok) throw built.error;
      const stored = toStoredBuilt(built.value, body.model);
      const request = stored.request;
      const envelope: VariantEnvelope = { built: stored, prompt: template.prompt, replay };
      const variant = await insertVariant(db(), {
        transcriptId,
        point,
        provider: body.provider,
        model: request.model,
        templateId: template.templateId,
        templateVersion: template.version,
        customInstructions: body.customInstructions ?? null,
        request: JSON.stringify(envelope),
      });
      const unsubscribe = options.onEvent
        ? events.subscribe(variant.id, options.onEvent)
        : () => {};
      await jobs().enqueue("summary-variant", { variantId: variant.id });
      return { variant, unsubscribe };
    },

    /** Runs a queued variant (the job handler's call). */
    run: (variantId: string) => runVariant(runDeps, variantId),

    /** The point's variants, the recorded summary first as variant zero when there is one. */
    async list(transcriptId: string, point: string): Promise<SummaryVariant[]> {
      checkPoint(point);
      const createdAt = await transcriptCreatedAt(transcriptId);
      const [recorded, stored] = await Promise.all([
        recordedVariant(transcriptId, point, createdAt),
        listVariants(db(), transcriptId, point),
      ]);
      return recorded === null ? stored : [recorded, ...stored];
    },

    get: getVariant,

    /** Cancels a running variant (its run stores `cancelled`) and removes it: 404, 409 recorded. */
    async delete(transcriptId: string, point: string, variantId: string): Promise<void> {
      if (variantId === RECORDED_VARIANT_ID)
        throw new AppError(
          "conflict",
          "The recorded summary is part of the transcript: it cannot be deleted.",
        );
      await getVariant(transcriptId, point, variantId);
      await cancel(variantId);
      await deleteVariant(db(), variantId);
    },

    cancel,

    /**
     * Probe questions for a finished variant (with an Anthropic key): each answered from the
     * summary alone and judged against the range (`runSummaryProbes`), stored with the
     * variant. 409 without a key (the words say how to set one), for the recorded summary
     * and for a variant not done.
     */
    async probe(
      transcriptId: string,
      point: string,
      variantId: string,
      body: ProbeVariantBody = {},
    ): Promise<SummaryVariant> {
      if (variantId === RECORDED_VARIANT_ID)
        throw new AppError(
          "conflict",
          "The recorded summary is not stored, so its probes could not be kept: probe a generated variant.",
        );
      const variant = await getVariant(transcriptId, point, variantId);
      if (variant.status !== "done")
        throw new AppError(
          "conflict",
          `Only a finished summary can be probed; this variant is ${variant.status}.`,
        );
      const found = ports.probeSummarizer?.() ?? {
        ok: false as const,
        failure: { code: "not_configured", message: "Probes are not available on this server." },
      };
      if (!found.ok)
        throw new AppError(
          "conflict",
          `Probes need the Anthropic API to answer and judge: ${found.failure.message}`,
        );
      const stored = await findVariantRequest(db(), variantId);
      const built = stored === null ? null : parseEnvelope(variantId, stored).built;
      if (built === null)
        throw new AppError("conflict", "This variant has no stored request: its range is unknown.");
      const model = body.model ?? DEFAULT_SUMMARY_MODEL;
      const outcome = await runSummaryProbes({
        summary: extractSummaryBody(variant.text),
        messages: summarisedMessages(built.request),
        answerer: found.value,
        answerModel: model,
        judgeModel: model,
      });
      const probes = toVariantProbes(outcome, model, new Date(deps.now?.() ?? Date.now()));
      if (!(await updateVariant(db(), variantId, { probes }))) throw variantNotFound(variantId);
      return await getVariant(transcriptId, point, variantId);
    },

    subscribe: events.subscribe,

    /** A batch: every point times every spec, one variant row each at once, run one by one. */
    async createBatch(body: CreateBatchBody): Promise<{ id: string }> {
      await transcriptCreatedAt(body.transcriptId);
      for (const point of body.points) checkPoint(point);
      const specs = await Promise.all(
        body.variants.map(async (spec) => ({ spec, template: await resolvePrompt(spec) })),
      );
      const batchId = await insertBatch(db(), {
        transcriptId: body.transcriptId,
        points: body.points,
        specs: body.variants,
        total: body.points.length * body.variants.length,
      });
      for (const point of body.points)
        for (const { spec, template } of specs) {
          const envelope: VariantEnvelope = { built: null, prompt: template.prompt, replay: {} };
          await insertVariant(db(), {
            transcriptId: body.transcriptId,
            point,
            provider: spec.provider,
            model: spec.model ?? "",
            templateId: template.templateId,
            templateVersion: template.version,
            customInstructions: spec.customInstructions ?? null,
            request: JSON.stringify(envelope),
            batchId,
          });
        }
      await jobs().enqueue("summary-batch", { batchId });
      return { id: batchId };
    },

    runBatch,

    /**
     * Cancels a queued or running batch: it says cancelled, its queued variants are cancelled
     * (and a running one aborted when it runs in this process). False when it had finished.
     */
    async cancelBatch(batchId: string): Promise<boolean> {
      const batch = await findBatch(db(), batchId);
      if (batch === null) throw new AppError("not_found", `No summary batch with id "${batchId}".`);
      if (batch.status !== "queued" && batch.status !== "running") return false;
      await updateBatch(db(), batchId, {
        status: "cancelled",
        finishedAt: new Date(),
        message: "Cancelled from the jobs list.",
      });
      for (const variantId of batch.variantIds) await cancel(variantId);
      return true;
    },

    async getBatch(batchId: string): Promise<SummaryBatch> {
      const batch = await findBatch(db(), batchId);
      if (batch === null) throw new AppError("not_found", `No summary batch with id "${batchId}".`);
      return {
        id: batch.id,
        transcriptId: batch.transcriptId,
        status: batch.status,
        progress: batch.progress,
        variantIds: batch.variantIds,
        message: batch.message,
      };
    },

    /** At start-up: what a killed process (anything created before `startedAt`) left unfinished says so. */
    async markUnfinishedInterrupted(
      startedAt: Date,
    ): Promise<{ variants: number; batches: number }> {
      const variants = await markUnfinishedVariantsInterrupted(db(), startedAt);
      const batches = await markUnfinishedBatchesInterrupted(db(), startedAt);
      return { variants, batches };
    },
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
