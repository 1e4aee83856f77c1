import {
  SUMMARY_SECTIONS,
  type SummarySectionId,
} from "@/lib/compaction/summary-request/summary-sections";
import { diffAgainst, type WordSegment } from "./word-diff";

/** One section of a parsed summary, as `parseSummarySections` (lib/summaries) answers it. */
export type ParsedSection = {
  id: SummarySectionId;
  /** Null when the summary has no such section. */
  heading: string | null;
  text: string;
  tokens: number;
};

export type GridColumn = { variantId: string; label: string; sections: readonly ParsedSection[] };

export type GridCell = {
  variantId: string;
  isMissing: boolean;
  tokens: number;
  /** The section's own text, for the plain view ("" when missing). */
  text: string;
  /** Against the first column's text (the first column's own cells are all "same"). */
  segments: WordSegment[];
  isDiffSkipped: boolean;
  /** Words added or removed against the first column; 0 for the first column. */
  changedWords: number;
};

export type GridRow = { id: SummarySectionId; title: string; cells: GridCell[] };

function countWords(segments: readonly WordSegment[]): number {
  return segments
    .filter((segment) => segment.kind !== "same")
    .reduce((sum, segment) => sum + segment.text.split(/\s+/).filter(Boolean).length, 0);
}

/**
 * The comparison's rows: the nine sections in their canonical order, one cell per picked
 * variant, each with its tokens and its words diffed against the first picked variant (the
 * baseline). A section a summary lacks is a missing cell, never shifted into its neighbour's
 * row.
 *
 * @example
 * toSectionGrid([recorded, offline])[0] // { id: "primary-request", cells: [{ ... }, { segments: [...] }] }
 */
export function toSectionGrid(columns: readonly GridColumn[]): GridRow[] {
  return SUMMARY_SECTIONS.map(({ id, title }) => {
    const find = (column: GridColumn) => column.sections.find((section) => section.id === id);
    const baseline = columns[0] === undefined ? undefined : find(columns[0]);
    const baseText = baseline?.heading != null ? baseline.text : "";
    const cells = columns.map((column, index): GridCell => {
      const section = find(column);
      const isMissing = section === undefined || section.heading === null;
      const text = isMissing ? "" : section.text;
      const diff =
        index === 0 || isMissing
          ? { segments: text === "" ? [] : [{ kind: "same" as const, text }], isSkipped: false }
          : diffAgainst(baseText, text);
      return {
        variantId: column.variantId,
        isMissing,
        tokens: isMissing ? 0 : section.tokens,
        text,
        segments: diff.segments,
        isDiffSkipped: diff.isSkipped,
        changedWords: index === 0 ? 0 : countWords(diff.segments),
      };
    });
    return { id, title, cells };
  });
}
