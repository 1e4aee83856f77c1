import { parseCompactionPoint } from "../../contracts/compaction-point-id";
import { DEFAULT_TEMPLATE_ID } from "../../contracts/prompt-templates";
import type { PrismaClient } from "../../db/generated/client";
import { findVariant } from "../../db/summary-variants";
import { AppError, transcriptNotFound } from "../../errors";
import type { TemplatesService } from "../templates/templates-service";

export function pointNotFound(point: string): AppError {
  return new AppError(
    "not_found",
    `No compaction point "${point}": use recorded-<uuid> or replayed-<call>.`,
  );
}

export function variantNotFound(id: string): AppError {
  return new AppError("not_found", `No summary variant with id "${id}" at this point.`);
}

/**
 * What every summaries operation looks up first: the transcript, the point, the variant, and
 * the prompt a template names. Each throws the AppError (404) that the route answers.
 */
export function summaryLookups({
  db,
  templates,
}: {
  db: () => PrismaClient;
  templates: Pick<TemplatesService, "resolvePrompt">;
}) {
  return {
    /** The ready transcript's creation time (it keys the recorded summary's cache). */
    async transcriptCreatedAt(id: string): Promise<Date> {
      const row = await db().transcript.findFirst({
        where: { id, status: "ready" },
        select: { createdAt: true },
      });
      if (row === null) throw transcriptNotFound(id);
      return row.createdAt;
    },

    checkPoint(point: string): void {
      if (parseCompactionPoint(point) === null) throw pointNotFound(point);
    },

    async resolvePrompt(body: { templateId?: string; templateVersion?: number; prompt?: string }) {
      if (body.prompt !== undefined)
        return { templateId: null, version: null, prompt: body.prompt };
      const resolved = await templates.resolvePrompt(
        body.templateId ?? DEFAULT_TEMPLATE_ID,
        body.templateVersion,
      );
      // The default template is the builder's own prompt: passed as none, so the builder uses it.
      const prompt = resolved.templateId === DEFAULT_TEMPLATE_ID ? null : resolved.prompt;
      return { templateId: resolved.templateId, version: resolved.version, prompt };
    },

    async getVariant(transcriptId: string, point: string, variantId: string) {
      const variant = await findVariant(db(), variantId);
      if (variant === null || variant.transcriptId !== transcriptId || variant.point !== point)
        throw variantNotFound(variantId);
      return variant;
    },
  };
}

export type SummaryLookups = ReturnType<typeof summaryLookups>;
