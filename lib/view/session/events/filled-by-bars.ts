import type { FillCategory, FilledBy } from "@/lib/compaction/explain/filled-by";
import type { ChartConfig } from "@/lib/view/chart-config";

/** A bar's series key: a closed fill category, or tool results (one bar per tool, one colour). */
export type FillKey = FillCategory | "toolResults" | "other";

/**
 * One colour per category wherever it is drawn. Tool results are the usual culprit, so they
 * take the strongest colour; the system prompt (a fixed cost) the quietest.
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
  systemPromptAndTools: { label: "system prompt and tools", color: "#8b94a1" },
  other: { label: "everything else", color: "#b8bec8" },
};

export type FilledByBar = {
  id: string;
  key: FillKey;
  label: string;
  tokens: number;
  color: string;
};

/** Every non-zero part of `filledBy`, tools one by one ("Read results"), largest first. */
export function toFillParts(filledBy: FilledBy): Omit<FilledByBar, "color">[] {
  const parts: Omit<FilledByBar, "color">[] = filledBy.toolResults.map(({ tool, tokens }) => ({
    id: `tool:${tool}`,
    key: "toolResults",
    label: `${tool} results`,
    tokens,
  }));
  for (const [key, { label }] of Object.entries(FILLED_BY_CHART_CONFIG)) {
    if (key === "toolResults" || key === "other") continue;
    const tokens = filledBy[key as FillCategory];
    if (tokens > 0) parts.push({ id: key, key: key as FillCategory, label, tokens });
  }
  // Stable on ties: the id decides, so the chart never reorders between renders.
  return parts
    .filter((part) => part.tokens > 0)
    .sort((a, b) => b.tokens - a.tokens || a.id.localeCompare(b.id));
}

/** A small chart stays readable with this many bars; the rest are summed into one. */
const MAX_FILL_BARS = 7;

/**
 * The bars of a "what filled the context" chart: largest first, at most `MAX_FILL_BARS`, the
 * rest summed as "everything else", each coloured by its category.
 *
 * @example
 * toFilledByBars(filledBy)[0] // { id: "tool:Read", key: "toolResults", label: "Read results", tokens: 61000, color: "#d9822b" }
 */
export function toFilledByBars(filledBy: FilledBy, max = MAX_FILL_BARS): FilledByBar[] {
  const parts = toFillParts(filledBy);
  const shown = parts.length > max ? parts.slice(0, max - 1) : parts;
  const rest = parts.slice(shown.length).reduce((sum, part) => sum + part.tokens, 0);
  const bars = shown.map((part) => ({ ...part, color: FILLED_BY_CHART_CONFIG[part.key].color }));
  if (rest > 0) {
    const other = FILLED_BY_CHART_CONFIG.other;
    bars.push({ id: "other", key: "other", label: other.label, tokens: rest, color: other.color });
  }
  return bars;
}
