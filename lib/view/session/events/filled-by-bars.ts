import type { CarriedCategory } from "@/lib/compaction/explain/carried-over";
import type { FillCategory, FilledBy } from "@/lib/compaction/explain/filled-by";
import type { ChartConfig } from "@/lib/view/chart-config";
import { formatTokens } from "@/lib/view/format/format-number";
import { countOf } from "./count-of";

/**
 * A bar's series key: an added category, a carried-over one, tool results (one bar per tool,
 * one colour), the estimate's gap, or the summed tail. The system prompt and tools are one
 * key whichever group they fall in.
 */
export type FillKey = FillCategory | CarriedCategory | "toolResults" | "other" | "notAttributed";

/**
 * One colour per category wherever it is drawn. Tool results are the usual culprit, so they
 * take the strongest colour; the system prompt (a fixed cost) and the estimate's gap the quietest.
 */
export const FILLED_BY_CHART_CONFIG: ChartConfig<FillKey> = {
  toolResults: { label: "tool results", color: "#d9822b" },
  toolUses: { label: "tool calls", color: "#5b84e6" },
  assistantText: { label: "assistant text", color: "#3f9c6d" },
  thinking: { label: "thinking", color: "#8e6bd6" },
  userText: { label: "user messages", color: "#c2548f" },
  metaMessages: { label: "meta messages", color: "#9a8f5a" },
  images: { label: "images", color: "#2f9fb0" },
  attachments: { label: "attachments", color: "#b0683a" },
  previousSummary: { label: "the previous summary", color: "#6d7fa3" },
  restoredFiles: { label: "restored files", color: "#7aa35a" },
  restoredAttachments: { label: "restored attachments", color: "#a37a9c" },
  keptMessages: { label: "messages after the boundary", color: "#5f9ea0" },
  restoredNotInFile: { label: "restored, not in the file", color: "#a9b38f" },
  systemPromptAndTools: { label: "system prompt and tools", color: "#8b94a1" },
  other: { label: "everything else", color: "#b8bec8" },
  notAttributed: { label: "not attributed", color: "#d3c6b4" },
};

/** "added": what the calls added since the previous compaction; "carried": what it left. */
export type FillGroup = "added" | "carried";

export type FilledByBar = {
  id: string;
  key: FillKey;
  label: string;
  /** Signed: only "not attributed" can be negative (the estimate is larger than the growth). */
  tokens: number;
  /** The bar's length: `tokens` without its sign. */
  size: number;
  /** `tokens` as the bar's end label says it ("-3.2K" for a negative gap). */
  valueLabel: string;
  color: string;
  group: FillGroup;
  /** What the bar holds beyond its label, for its tooltip; "" when nothing. */
  note: string;
};

type FillPart = { id: string; key: FillKey; label: string; tokens: number };

const ADDED_KEYS: FillCategory[] = [
  "toolUses",
  "assistantText",
  "thinking",
  "userText",
  "metaMessages",
  "images",
  "attachments",
  "systemPromptAndTools",
];
const CARRIED_KEYS: CarriedCategory[] = [
  "previousSummary",
  "restoredFiles",
  "restoredAttachments",
  "keptMessages",
  "restoredNotInFile",
  "systemPromptAndTools",
];

/** Stable on ties: the id decides, so the chart never reorders between renders. */
const bySize = (a: FillPart, b: FillPart) => b.tokens - a.tokens || a.id.localeCompare(b.id);

/**
 * What the calls added, every non-zero estimated part, tools one by one ("Read results"),
 * largest first. Neither the estimate's gap nor what the previous compaction carried over.
 */
export function toFillParts(filledBy: FilledBy): FillPart[] {
  const parts: FillPart[] = filledBy.toolResults.map(({ tool, tokens }) => ({
    id: `tool:${tool}`,
    key: "toolResults",
    label: `${tool} results`,
    tokens,
  }));
  for (const key of ADDED_KEYS) {
    const tokens = filledBy[key];
    parts.push({ id: key, key, label: FILLED_BY_CHART_CONFIG[key].label, tokens });
  }
  return parts.filter((part) => part.tokens > 0).sort(bySize);
}

/** What the previous compaction carried over, every non-zero part, largest first. */
export function toCarriedParts(filledBy: FilledBy): FillPart[] {
  return CARRIED_KEYS.map((key) => ({
    id: `carried:${key}`,
    key,
    label: FILLED_BY_CHART_CONFIG[key].label,
    tokens: filledBy.carriedOver[key],
  }))
    .filter((part) => part.tokens !== 0)
    .sort(bySize);
}

function notAttributedNote(filledBy: FilledBy, callsWithoutUsage: number): string {
  const gap =
    callsWithoutUsage > 0
      ? `${filledBy.notAttributed < 0 ? "negative" : "the count's growth beyond the estimate"}: ${countOf(callsWithoutUsage, "call")} of this stretch record${callsWithoutUsage === 1 ? "s" : ""} no usage, so the count did not grow with what ${callsWithoutUsage === 1 ? "it" : "they"} added`
      : filledBy.notAttributed < 0
        ? "negative: the estimate (characters / 4) is larger than the count grew"
        : "what the count grew beyond the estimate (characters / 4)";
  const blocks = filledBy.unrecordedThinkingBlocks;
  if (blocks === 0) return `${gap}.`;
  const which = blocks === 1 ? "1 thinking block" : `${blocks} thinking blocks`;
  return `${gap}; it holds ${which} the file keeps without its text (only a signature).`;
}

/** A small chart stays readable with this many bars of added parts; the rest are summed into one. */
const MAX_FILL_BARS = 7;

function toBar(part: FillPart, group: FillGroup, note = ""): FilledByBar {
  const color = FILLED_BY_CHART_CONFIG[part.key].color;
  const valueLabel = `${part.tokens < 0 ? "-" : ""}${formatTokens(Math.abs(part.tokens))}`;
  return { ...part, size: Math.abs(part.tokens), valueLabel, color, group, note };
}

/**
 * The bars of a "what filled the context" chart: what the calls added, largest first, at
 * most `MAX_FILL_BARS` (the rest summed as "everything else"), then "not attributed" (the
 * estimate's gap, possibly negative, and why when calls record no usage), which together add
 * up to `tokensSincePrevious`; then
 * what the previous compaction carried over, which adds up to its "after" figure.
 *
 * @example
 * toFilledByBars(filledBy)[0] // { id: "tool:Read", key: "toolResults", label: "Read results", tokens: 61000, group: "added", ... }
 */
export function toFilledByBars(
  filledBy: FilledBy,
  { max = MAX_FILL_BARS, callsWithoutUsage = 0 }: { max?: number; callsWithoutUsage?: number } = {},
): FilledByBar[] {
  const parts = toFillParts(filledBy);
  const shown = parts.length > max ? parts.slice(0, max - 1) : parts;
  const rest = parts.slice(shown.length).reduce((sum, part) => sum + part.tokens, 0);
  const bars = shown.map((part) => toBar(part, "added"));
  if (rest > 0) {
    const other = FILLED_BY_CHART_CONFIG.other;
    bars.push(toBar({ id: "other", key: "other", label: other.label, tokens: rest }, "added"));
  }
  if (
    filledBy.notAttributed !== 0 ||
    filledBy.unrecordedThinkingBlocks > 0 ||
    callsWithoutUsage > 0
  ) {
    const part: FillPart = {
      id: "notAttributed",
      key: "notAttributed",
      label: FILLED_BY_CHART_CONFIG.notAttributed.label,
      tokens: filledBy.notAttributed,
    };
    bars.push(toBar(part, "added", notAttributedNote(filledBy, callsWithoutUsage)));
  }
  return [...bars, ...toCarriedParts(filledBy).map((part) => toBar(part, "carried"))];
}
