import { formatInteger, formatUsdPrecise } from "../format/format-number";
import { shortModelName } from "../format/short-model-name";
import { describeFailure } from "./failure-words";
import { baselineModelSchema, describeBaseline } from "@/lib/contracts/summary-baseline";
import { aftermathCarriedMetric } from "@/lib/summaries/metrics/aftermath-carried";
import {
  RECORDED_VARIANT_ID,
  type SummaryVariant,
  type VariantStatus,
} from "@/lib/contracts/summary-variant";

/** The metric the comparison leads with. */
export const AFTERMATH_METRIC_ID = aftermathCarriedMetric.id;

export type VariantRow = {
  id: string;
  /** "Recorded", "Offline", "Anthropic · sonnet-4.5", "Baseline · last 5 user messages". */
  label: string;
  template: string;
  /** The aftermath score as the metric shows it ("3 of 7 (43%)"); "—" when not scored. */
  aftermath: string;
  status: VariantStatus;
  statusText: string;
  /** Why it failed, was cancelled or interrupted, in words; null otherwise. */
  failureText: string | null;
  tokens: string;
  cost: string;
  latency: string;
  isRecorded: boolean;
  /** Queued or streaming: Cancel stops it. */
  isRunning: boolean;
  /** Only summaries with their text can stand in a comparison. */
  isComparable: boolean;
};

const STATUS_TEXT: Record<VariantStatus, string> = {
  queued: "queued",
  streaming: "writing…",
  done: "done",
  failed: "failed",
  cancelled: "cancelled",
  interrupted: "interrupted",
};

const PROVIDER_LABEL: Record<string, string> = {
  recorded: "Recorded",
  offline: "Offline",
  anthropic: "Anthropic",
  baseline: "Baseline",
};

/** What follows the provider in a row's label: Anthropic's short model, a baseline's words. */
function modelWords(variant: SummaryVariant): string | null {
  if (variant.provider === "anthropic") return shortModelName(variant.model);
  if (variant.provider !== "baseline") return null;
  const baseline = baselineModelSchema.safeParse(variant.model);
  return baseline.success ? describeBaseline(baseline.data) : variant.model;
}

function describeEnd(variant: SummaryVariant): string | null {
  if (variant.failure !== null) return describeFailure(variant.failure);
  if (variant.status === "cancelled" || variant.status === "interrupted")
    return describeFailure({ code: variant.status, message: "" });
  return null;
}

function describeLatency(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function describeTemplate(variant: SummaryVariant, names: ReadonlyMap<string, string>): string {
  // A baseline's request carries a prompt it never reads.
  if (variant.provider === "baseline") return "no prompt";
  if (variant.templateId === null)
    return variant.provider === "recorded" ? "as recorded" : "custom prompt";
  const name = names.get(variant.templateId) ?? variant.templateId;
  return variant.templateVersion === null ? name : `${name} v${variant.templateVersion}`;
}

/**
 * One table row per variant of a point, in the API's order (the recorded one first): who
 * wrote it, under which template version, its status, tokens, cost and latency in words.
 * A figure not known (the recorded summary's cost, a running one's latency) is "—".
 *
 * @example
 * toVariantRows([offlineVariant], new Map()) // [{ label: "Offline", tokens: "1,000 in · 200 out", ... }]
 */
export function toVariantRows(
  variants: readonly SummaryVariant[],
  templateNames: ReadonlyMap<string, string>,
): VariantRow[] {
  return variants.map((variant) => {
    const provider = PROVIDER_LABEL[variant.provider] ?? variant.provider;
    const words = modelWords(variant);
    return {
      id: variant.id,
      label: words === null ? provider : `${provider} · ${words}`,
      template: describeTemplate(variant, templateNames),
      aftermath: variant.metrics?.[AFTERMATH_METRIC_ID]?.display ?? "—",
      status: variant.status,
      statusText: STATUS_TEXT[variant.status],
      failureText: describeEnd(variant),
      tokens: `${formatInteger(variant.inputTokens)} in · ${formatInteger(variant.outputTokens)} out`,
      cost: formatUsdPrecise(variant.costUsd),
      latency: describeLatency(variant.latencyMs),
      isRecorded: variant.id === RECORDED_VARIANT_ID,
      isRunning: variant.status === "queued" || variant.status === "streaming",
      isComparable: variant.status === "done" && variant.text !== "",
    };
  });
}

/**
 * Column headings for a comparison: each row's label, numbered when two share one
 * ("Offline 1", "Offline 2") so the columns stay told apart.
 */
export function toColumnLabels(rows: readonly Pick<VariantRow, "label">[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.label, (counts.get(row.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if ((counts.get(row.label) ?? 0) < 2) return row.label;
    const n = (seen.get(row.label) ?? 0) + 1;
    seen.set(row.label, n);
    return `${row.label} ${n}`;
  });
}
