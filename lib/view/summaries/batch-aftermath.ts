import { REFERENCE_KINDS } from "@/lib/compaction/aftermath/reference-types";
import { baselineModelSchema, describeBaseline } from "@/lib/contracts/summary-baseline";
import type { BatchAftermathRow } from "@/lib/contracts/summary-batch-aftermath";
import { REFERENCE_KIND_LABELS } from "@/lib/summaries/aftermath/score-against-reference";
import { toCsv } from "@/lib/sweeps/sweep-csv";
import { formatInteger, formatPercent, formatUsdPrecise } from "../format/format-number";
import { shortModelName } from "../format/short-model-name";

/** One row of the batch page's aftermath table, in words. */
export type BatchAftermathView = {
  key: string;
  /** "Offline", "Anthropic · sonnet-4.5", "Baseline · last 5 user messages". */
  label: string;
  /** "compact-default v3", "no prompt", "custom prompt" (+ " + instructions"). */
  template: string;
  points: string;
  carriedMedian: string;
  carriedP90: string;
  /** "6 of 10", then by kind: "files re-read 4 of 6 · commands re-run 2 of 4". */
  carried: string;
  byKind: string;
  missedMedian: string;
  missedP90: string;
  missedTotal: string;
  missedUsd: string;
};

const PROVIDER_LABEL: Record<string, string> = {
  offline: "Offline",
  anthropic: "Anthropic",
  baseline: "Baseline",
};

function labelOf(row: BatchAftermathRow): string {
  const provider = PROVIDER_LABEL[row.provider] ?? row.provider;
  if (row.provider === "anthropic") return `${provider} · ${shortModelName(row.model)}`;
  if (row.provider !== "baseline") return provider;
  const baseline = baselineModelSchema.safeParse(row.model);
  return `${provider} · ${baseline.success ? describeBaseline(baseline.data) : row.model}`;
}

function templateOf(row: BatchAftermathRow, names: ReadonlyMap<string, string>): string {
  if (row.provider === "baseline") return "no prompt";
  const base =
    row.templateId === null
      ? "custom prompt"
      : `${names.get(row.templateId) ?? row.templateId}${row.templateVersion === null ? "" : ` v${row.templateVersion}`}`;
  return row.hasCustomInstructions ? `${base} + instructions` : base;
}

/**
 * The batch's aftermath rows in words, in the API's order (least re-spent on missed facts
 * first): figures as exact integers so they read the same as the export, "not scored" where
 * no point of the variant had an aftermath.
 *
 * @example toBatchAftermathView(rows, names)[0]?.missedTotal // "1,200"
 */
export function toBatchAftermathView(
  rows: readonly BatchAftermathRow[],
  templateNames: ReadonlyMap<string, string>,
): BatchAftermathView[] {
  return rows.map((row) => {
    const isScored = row.points > 0;
    const figure = (text: string) => (isScored ? text : "not scored");
    const unscored =
      row.unscoredPoints > 0 ? ` (${formatInteger(row.unscoredPoints)} not scored)` : "";
    return {
      key: JSON.stringify([
        row.provider,
        row.model,
        row.templateId,
        row.templateVersion,
        row.hasCustomInstructions,
      ]),
      label: labelOf(row),
      template: templateOf(row, templateNames),
      points: `${formatInteger(row.points)}${unscored}`,
      carriedMedian: figure(
        row.carriedMedian === null ? "no fact" : formatPercent(row.carriedMedian),
      ),
      carriedP90: figure(row.carriedP90 === null ? "no fact" : formatPercent(row.carriedP90)),
      carried: figure(`${formatInteger(row.carried)} of ${formatInteger(row.total)}`),
      byKind: row.byKind
        .filter((k) => k.total > 0)
        .map((k) => `${REFERENCE_KIND_LABELS[k.kind]} ${k.carried} of ${k.total}`)
        .join(" · "),
      missedMedian: figure(formatInteger(row.missedTokensMedian)),
      missedP90: figure(formatInteger(row.missedTokensP90)),
      missedTotal: figure(formatInteger(row.missedTokensTotal)),
      missedUsd: figure(formatUsdPrecise(row.missedUsd)),
    };
  });
}

const KIND_COLUMNS = REFERENCE_KINDS.flatMap((kind) => [`${kind} carried`, `${kind} total`]);

/**
 * The batch's aftermath table as CSV, in its order: the variant, its points, carried share
 * and counts, each kind's carried and total, the missed facts' tokens and dollars; empty cells
 * where a figure is missing.
 *
 * @example toBatchAftermathCsv(rows) // "provider,model,templateId,...\r\noffline,,default,..."
 */
export function toBatchAftermathCsv(rows: readonly BatchAftermathRow[]): string {
  return toCsv(
    [
      "provider",
      "model",
      "templateId",
      "templateVersion",
      "hasCustomInstructions",
      "points",
      "unscoredPoints",
      "carriedMedian",
      "carriedP90",
      "carried",
      "total",
      ...KIND_COLUMNS,
      "missedTokensMedian",
      "missedTokensP90",
      "missedTokensTotal",
      "missedUsd",
    ],
    rows.map((row) => [
      row.provider,
      row.model,
      row.templateId,
      row.templateVersion,
      row.hasCustomInstructions,
      row.points,
      row.unscoredPoints,
      row.carriedMedian,
      row.carriedP90,
      row.carried,
      row.total,
      ...REFERENCE_KINDS.flatMap((kind) => {
        const k = row.byKind.find((one) => one.kind === kind);
        return [k?.carried ?? 0, k?.total ?? 0];
      }),
      row.missedTokensMedian,
      row.missedTokensP90,
      row.missedTokensTotal,
      row.missedUsd,
    ]),
  );
}
