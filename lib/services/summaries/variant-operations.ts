import {
  RECORDED_VARIANT_ID,
  type CreateVariantBody,
  type SummaryVariant,
} from "../../contracts/summary-variant";
import {
  deleteVariant,
  insertVariant,
  listVariants,
  updateVariant,
} from "../../db/summary-variants";
import { AppError } from "../../errors";
import { recordedVariants } from "./recorded-variant";
import { runVariant, type RunDeps } from "./run-variant";
import type { SummaryJobQueue } from "./summary-jobs";
import { pointNotFound, type SummaryLookups } from "./summary-lookups";
import { toStoredBuilt, type VariantEnvelope } from "./variant-envelope";
import type { VariantListener } from "./variant-events";

/**
 * One point's variants: created from a template or a prompt and run in the background through
 * the job queue, listed with the recorded summary first as variant zero, cancelled, deleted.
 */
export function variantOperations(
  context: RunDeps & { jobs: () => SummaryJobQueue; lookups: SummaryLookups },
) {
  const { db, ports, events, running, jobs, lookups } = context;
  const recordedVariant = recordedVariants(ports);

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
      lookups.checkPoint(point);
      await lookups.transcriptCreatedAt(transcriptId);
      const template = await lookups.resolvePrompt(body);
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
    run: (variantId: string) => runVariant(context, variantId),

    /** The point's variants, the recorded summary first as variant zero when there is one. */
    async list(transcriptId: string, point: string): Promise<SummaryVariant[]> {
      lookups.checkPoint(point);
      const createdAt = await lookups.transcriptCreatedAt(transcriptId);
      const [recorded, stored] = await Promise.all([
        recordedVariant(transcriptId, point, createdAt),
        listVariants(db(), transcriptId, point),
      ]);
      return recorded === null ? stored : [recorded, ...stored];
    },

    get: lookups.getVariant,

    /** Cancels a running variant (its run stores `cancelled`) and removes it: 404, 409 recorded. */
    async delete(transcriptId: string, point: string, variantId: string): Promise<void> {
      if (variantId === RECORDED_VARIANT_ID)
        throw new AppError(
          "conflict",
          "The recorded summary is part of the transcript: it cannot be deleted.",
        );
      await lookups.getVariant(transcriptId, point, variantId);
      await cancel(variantId);
      await deleteVariant(db(), variantId);
    },

    cancel,
  };
}
