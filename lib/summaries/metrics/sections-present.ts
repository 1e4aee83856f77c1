import { parseSummarySections } from "../parse-summary-sections";
import type { Metric } from "./metric";

/** How many of the nine sections Claude Code's prompt asks for have a heading. */
export const sectionsPresentMetric: Metric = {
  id: "sections-present",
  label: "Sections present",
  definition:
    "How many of the nine sections Claude Code's summary prompt asks for (Primary Request and " +
    "Intent, Key Technical Concepts, Files and Code Sections, Errors and fixes, Problem " +
    "Solving, All user messages, Pending Tasks, Current Work, Optional Next Step) have a " +
    "heading in the summary. Headings are found whatever their numbering, markdown or bold " +
    "marks and case; the partial variant's 'Work Completed' counts as Current Work and " +
    "'Context for Continuing Work' as the next step. Only the summary part is read (not the " +
    "<analysis> scratchpad). The missing sections are listed. Higher is better.",
  better: "higher",
  compute: ({ summary }) => {
    const parsed = parseSummarySections(summary);
    const missing = parsed.sections.filter((s) => s.heading === null).map((s) => s.title);
    return {
      value: parsed.presentCount,
      display: `${parsed.presentCount} of ${parsed.sections.length}`,
      items: missing,
    };
  },
};
