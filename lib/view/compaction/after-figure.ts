/**
 * The one "after" figure of a compaction, named and defined once for every table and page:
 * the context the API measured right after it. It is comparable with the figure before it and
 * with the threshold, which count the same things; the boundary's own postTokens does not.
 */
export const AFTER_FIGURE = {
  label: "After",
  definition:
    "Context right after the compaction: the input tokens of the first API call after it, as the API counted them (system prompt, tools, summary, restored files). With no call after it, the boundary's recorded postTokens when the file has one.",
} as const;

/** The boundary's own figure, shown beside "After" under its own name, never in its place. */
export const RECORDED_POST_FIGURE = {
  label: "postTokens (recorded)",
  definition:
    "Claude Code's own count written in the boundary (compactMetadata.postTokens, about 2.1.112 on), taken before the next call: it leaves out part of what that call sends (the system prompt and tools among it), so it is usually smaller than After.",
} as const;
