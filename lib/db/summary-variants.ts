import "server-only";
import {
  summaryVariantSchema,
  variantMetricsSchema,
  variantProbesSchema,
  type SummaryVariant,
  type VariantMetrics,
  type VariantProbes,
} from "../contracts/summary-variant";
import type { PrismaClient, SummaryVariant as VariantRow } from "./generated/client";
import { parseJsonColumn } from "./transcript-dto";

/** A stored row as the API's SummaryVariant, every column parsed. */
export function toSummaryVariant(row: VariantRow): SummaryVariant {
  return summaryVariantSchema.parse({
    id: row.id,
    transcriptId: row.transcriptId,
    point: row.point,
    provider: row.provider,
    model: row.model,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    customInstructions: row.customInstructions,
    status: row.status,
    failure:
      row.failureCode === null
        ? null
        : { code: row.failureCode, message: row.failureMessage ?? "" },
    text: row.text,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    latencyMs: row.latencyMs,
    costUsd: row.costUsd,
    metrics:
      row.metrics === null
        ? null
        : parseJsonColumn(row, "metrics", row.metrics, variantMetricsSchema, "Summary variant"),
    probes:
      row.probes === null
        ? null
        : parseJsonColumn(row, "probes", row.probes, variantProbesSchema, "Summary variant"),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
}

export type NewVariant = {
  transcriptId: string;
  point: string;
  provider: string;
  model: string;
  templateId: string | null;
  templateVersion: number | null;
  customInstructions: string | null;
  /** The exact request, as JSON. */
  request: string;
  batchId?: string | null;
};

export async function insertVariant(db: PrismaClient, input: NewVariant): Promise<SummaryVariant> {
  return toSummaryVariant(await db.summaryVariant.create({ data: input }));
}

export async function findVariant(db: PrismaClient, id: string): Promise<SummaryVariant | null> {
  const row = await db.summaryVariant.findUnique({ where: { id } });
  return row === null ? null : toSummaryVariant(row);
}

/** The stored request JSON of a variant (parsed by the caller), or null when it is gone. */
export async function findVariantRequest(db: PrismaClient, id: string): Promise<string | null> {
  const row = await db.summaryVariant.findUnique({ where: { id }, select: { request: true } });
  return row?.request ?? null;
}

/** A point's variants, oldest first. */
export async function listVariants(
  db: PrismaClient,
  transcriptId: string,
  point: string,
): Promise<SummaryVariant[]> {
  const rows = await db.summaryVariant.findMany({
    where: { transcriptId, point },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toSummaryVariant);
}

/** The fields a run changes. A row deleted meanwhile is left deleted (updateMany, not update). */
export type VariantProgress = {
  status?: SummaryVariant["status"];
  text?: string;
  model?: string;
  outputTokens?: number | null;
  inputTokens?: number | null;
  latencyMs?: number | null;
  costUsd?: number | null;
  metrics?: VariantMetrics | null;
  probes?: VariantProbes | null;
  failure?: { code: string; message: string } | null;
  finishedAt?: Date | null;
};

/**
 * Writes a run's progress; `onlyIf` guards the transition (a cancelled variant is never turned
 * back into streaming). Answers whether a row was written.
 */
export async function updateVariant(
  db: PrismaClient,
  id: string,
  progress: VariantProgress,
  onlyIf?: SummaryVariant["status"][],
): Promise<boolean> {
  const { failure, metrics, probes, ...rest } = progress;
  const { count } = await db.summaryVariant.updateMany({
    where: { id, ...(onlyIf === undefined ? {} : { status: { in: onlyIf } }) },
    data: {
      ...rest,
      ...(metrics === undefined
        ? {}
        : { metrics: metrics === null ? null : JSON.stringify(metrics) }),
      ...(probes === undefined ? {} : { probes: probes === null ? null : JSON.stringify(probes) }),
      ...(failure === undefined
        ? {}
        : { failureCode: failure?.code ?? null, failureMessage: failure?.message ?? null }),
    },
  });
  return count > 0;
}

export async function deleteVariant(db: PrismaClient, id: string): Promise<boolean> {
  const { count } = await db.summaryVariant.deleteMany({ where: { id } });
  return count > 0;
}

export const INTERRUPTED_MESSAGE =
  "The server stopped before this variant finished (it was restarted or killed); generate it again.";

/**
 * At start-up: variants a killed process left queued or streaming (created before `startedAt`,
 * so none of this process's own) say so. Answers how many.
 */
export async function markUnfinishedVariantsInterrupted(
  db: PrismaClient,
  startedAt: Date,
): Promise<number> {
  const { count } = await db.summaryVariant.updateMany({
    where: { status: { in: ["queued", "streaming"] }, createdAt: { lt: startedAt } },
    data: {
      status: "interrupted",
      failureCode: "interrupted",
      failureMessage: INTERRUPTED_MESSAGE,
      finishedAt: new Date(),
    },
  });
  return count;
}
