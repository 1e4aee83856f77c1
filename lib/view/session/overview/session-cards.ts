import type { TranscriptSummary } from "@/lib/contracts/transcript-summary";
import { whyUnpriced } from "@/lib/pricing/unpriced-models";
import { describeSessionCost } from "@/lib/view/format/describe-cost";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { describeMaxContext, isMaxContextUnknown } from "@/lib/view/library/describe-max-context";
import {
  countCompactionsByTrigger,
  describeCompactionCounts,
} from "@/lib/view/library/transcript-row";

/** One summary card on the session page: a big value and the line that qualifies it. */
export type SessionCard = { id: string; label: string; value: string; detail: string };

/**
 * Whose calls the count is. A subagent file has no main thread: its own calls (`agent:...`)
 * stand in for it, so "main thread" would be false there.
 */
function describeApiCallsSource(
  summary: Pick<TranscriptSummary, "isSubagent" | "sidechainApiCalls">,
): string {
  const others = summary.sidechainApiCalls;
  if (summary.isSubagent) {
    return others
      ? `this subagent's own calls · + ${formatInteger(others)} from its sidechains`
      : "this subagent's own calls (a subagent file has no main thread)";
  }
  return others
    ? `main thread · + ${formatInteger(others)} from subagents and sidechains`
    : "main thread · no subagent or sidechain calls";
}

/** What the cost covers, and why calls have no price when the table leaves their model out on purpose. */
function describeCostDetail(summary: Pick<TranscriptSummary, "unpricedCalls" | "models">): string {
  if (summary.unpricedCalls === 0) return "all calls, subagents included, at list prices";
  const unpriced = `${formatInteger(summary.unpricedCalls)} without a price`;
  const reasons = [...new Set(summary.models.flatMap((model) => whyUnpriced(model) ?? []))];
  return reasons.length === 0
    ? `all calls at list prices · ${unpriced}`
    : `${unpriced}: ${reasons.join("; ")}`;
}

/** The summary cards of a session, in display order. */
export function toSessionCards(summary: TranscriptSummary): SessionCard[] {
  const compactions = countCompactionsByTrigger(summary.compactions);
  const cost = describeSessionCost(summary);
  return [
    {
      id: "apiCalls",
      label: "API calls",
      value: formatInteger(summary.apiCalls),
      detail: describeApiCallsSource(summary),
    },
    {
      id: "maxContext",
      label: "Max context",
      value: isMaxContextUnknown(summary) ? "—" : formatTokens(summary.maxContextTokens),
      detail: describeMaxContext(summary).text,
    },
    {
      id: "compactions",
      label: "Compactions",
      value: formatInteger(compactions.total),
      detail: compactions.total ? describeCompactionCounts(compactions) : "none recorded",
    },
    {
      id: "microcompactions",
      label: "Microcompactions",
      value: formatInteger(summary.microcompactions),
      detail:
        summary.harness === "opencode"
          ? "recorded prunes of old tool outputs"
          : "recorded microcompact boundaries",
    },
    {
      id: "cacheBreaks",
      label: "Cache breaks",
      value: formatInteger(summary.cacheBreaks),
      detail: `${summary.isSubagent ? "this subagent's calls" : "main thread"}, drop > 5% and > 2,000 tokens`,
    },
    {
      id: "cost",
      label: "Cost",
      value: cost.text,
      detail: describeCostDetail(summary),
    },
  ];
}

/** Record types by count, most frequent first, ties by name. */
export function toRecordTypeRows(
  recordTypes: Record<string, number>,
): { type: string; count: number }[] {
  return Object.entries(recordTypes)
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
