/**
 * Where the engine's summarization request differs from the one Claude Code sends, on
 * purpose, by field of compare-request.ts, with the reason. A conformance run shows these
 * beside each row; any other difference is a finding the request profiles
 * (lib/compaction/summary-request/request-profiles.ts) should absorb.
 */
export const DELIBERATE_REQUEST_DIFFERENCES: Readonly<Record<string, string>> = {
  model:
    "The builder asks the session's own model; 1.0.x (1.0.117, 1.0.128) summarises with its default (claude-sonnet-4-20250514) whatever the session runs.",
  "system: blocks":
    "Claude Code's system blocks (billing header, identity line, and from 2.1.86 its main-loop prompt of 26,000 to 28,000 characters) are its own text, never copied: the builder sends one block, the summarizer's system prompt from the reverse-engineered notes on 1.0.x, or a stand-in naming what it replaces.",
  "system reminders":
    "The client adds reminders that are in no transcript record (the skill list in 2.1.63 and on) and words each attachment record its own way; the builder writes each attachment as a bracketed reminder with its payload. The summarised messages' own text is compared and carried.",
  "prompt: paragraphs only the client has":
    "The builder's prompt is Claude Code 2.1.17's own, with the worked example abbreviated, plus the no-tools lines of the 2.1 compaction source and of the requests 2.1.7x saved in real transcripts; a version's own further wording is Claude Code's text and is not copied. Sections, their numbers and order, and the no-tools frame are compared and match.",
  "prompt: paragraphs only the engine has":
    "The builder's no-tools trailer repeats the no-tools preamble of the 2.1 compaction source where versions from 2.1.86 end with a shorter reminder of their own words.",
};
