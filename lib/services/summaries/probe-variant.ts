import {
  RECORDED_VARIANT_ID,
  type ProbeVariantBody,
  type SummaryVariant,
} from "../../contracts/summary-variant";
import type { PrismaClient } from "../../db/generated/client";
import { findVariantRequest, updateVariant } from "../../db/summary-variants";
import { AppError } from "../../errors";
import { DEFAULT_SUMMARY_MODEL } from "../../llm/models";
import { extractSummaryBody } from "../../summaries/parse-summary-sections";
import type { SummariesPorts } from "./summaries-ports";
import { summarisedMessages } from "./summarised-messages";
import { variantNotFound, type SummaryLookups } from "./summary-lookups";
import { runSummaryProbes, toVariantProbes } from "./summary-probes";
import { parseEnvelope } from "./variant-envelope";

/**
 * Probe questions for a finished variant (with an Anthropic key): each answered from the
 * summary alone and judged against the range (`runSummaryProbes`, the point's aftermath facts
 * asked first), stored with the
 * variant. 409 without a key (the words say how to set one), for the recorded summary
 * and for a variant not done.
 */
export function probeVariant({
  db,
  ports,
  lookups,
  now,
}: {
  db: () => PrismaClient;
  ports: SummariesPorts;
  lookups: SummaryLookups;
  now?: () => number;
}) {
  return async function probe(
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
    const variant = await lookups.getVariant(transcriptId, point, variantId);
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
    const reference = (await ports.aftermathReference?.(transcriptId, point)) ?? [];
    const outcome = await runSummaryProbes({
      summary: extractSummaryBody(variant.text),
      messages: summarisedMessages(built.request),
      reference,
      answerer: found.value,
      answerModel: model,
      judgeModel: model,
    });
    const probes = toVariantProbes(outcome, model, new Date(now?.() ?? Date.now()));
    if (!(await updateVariant(db(), variantId, { probes }))) throw variantNotFound(variantId);
    return await lookups.getVariant(transcriptId, point, variantId);
  };
}
