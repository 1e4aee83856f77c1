import { formatInteger } from "@/lib/view/format/format-number";
import type { FilledByBar, FillGroup } from "./filled-by-bars";

/** One group of a "what filled the context" chart, with the total its bars add up to. */
export type FilledByGroup = {
  group: FillGroup;
  /** "Added by the calls: 146,380 tokens" */
  title: string;
  total: number;
  bars: FilledByBar[];
  /** What a bar's length cannot say (a negative gap, thinking without text), in sentences. */
  notes: string[];
};

const TITLES: Record<FillGroup, string> = {
  added: "Added by the calls",
  carried: "Carried over by the previous compaction",
};

/**
 * The bars in their groups, each titled with its exact total: the added group (with "not
 * attributed") totals the sentence's growth, the carried-over group the previous compaction's
 * "after". A group without bars is left out.
 *
 * @example
 * toFilledByGroups(toFilledByBars(filledBy))[0]?.title // "Added by the calls: 146,380 tokens"
 */
export function toFilledByGroups(bars: readonly FilledByBar[]): FilledByGroup[] {
  return (["added", "carried"] as const).flatMap((group) => {
    const own = bars.filter((bar) => bar.group === group);
    if (own.length === 0) return [];
    const total = own.reduce((sum, bar) => sum + bar.tokens, 0);
    return [
      {
        group,
        title: `${TITLES[group]}: ${formatInteger(total)} tokens`,
        total,
        bars: own,
        notes: own.filter((bar) => bar.note !== "").map((bar) => `${bar.label}: ${bar.note}`),
      },
    ];
  });
}
