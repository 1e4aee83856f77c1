/**
 * The nine sections Claude Code's summary prompt asks for (seeds 000, 001, 002, 003), in their
 * order. The prompt, the offline summarizer and the section metrics all read this one list.
 * The `up_to` partial variant renames the eighth (seed 003: "Work Completed").
 */
export const SUMMARY_SECTIONS = [
  { id: "primary-request", title: "Primary Request and Intent" },
  { id: "technical-concepts", title: "Key Technical Concepts" },
  { id: "files-and-code", title: "Files and Code Sections" },
  { id: "errors-and-fixes", title: "Errors and fixes" },
  { id: "problem-solving", title: "Problem Solving" },
  { id: "user-messages", title: "All user messages" },
  { id: "pending-tasks", title: "Pending Tasks" },
  { id: "current-work", title: "Current Work" },
  { id: "next-step", title: "Optional Next Step" },
] as const;

export type SummarySectionId = (typeof SUMMARY_SECTIONS)[number]["id"];
