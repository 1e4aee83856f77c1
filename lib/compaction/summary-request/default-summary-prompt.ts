import { SUMMARY_SECTIONS, type SummarySectionId } from "./summary-sections";

/**
 * Claude Code's summarization prompt. The body is seed 000's verbatim prompt (2.1.17), checked
 * word for word against the 5,145-character prompt the 2.1.71 fork saved in
 * fixtures/real/v2.1.71_acompact_summarizer_fork.jsonl (FORMAT §6). Where they disagree we
 * follow the fixture: seed 000 numbers "All user messages" 6 and "Pending Tasks" 6 again (a
 * typo it points out itself), the fixture numbers 1 to 9. The no-tools preamble is seed 003's,
 * which says it stands at both the start and the end of the prompt (the 2.1.71 fixture shows
 * only a shorter line at the end: the later, dual form is the one the seed describes).
 */

/** Seed 002: the summarizer's system prompt. */
export const SUMMARY_SYSTEM_PROMPT =
  "You are a helpful AI assistant tasked with summarizing conversations.";

/** Seed 003, verbatim: "This preamble appears at both the START and END of the prompt". */
export const NO_TOOLS_PREAMBLE = `CRITICAL: Respond with TEXT ONLY. Do NOT call any tools.
- Do NOT use Read, Bash, Grep, Glob, Edit, Write, or ANY other tool.
- Tool calls will be REJECTED and will waste your only turn — you will fail the task.
- Your entire response must be plain text: an <analysis> block followed by a <summary> block.`;

/** Seed 003: the same instruction repeated at the end (the dual-instruction pattern). */
export const NO_TOOLS_TRAILER = NO_TOOLS_PREAMBLE;

/**
 * FORMAT §6: the single no-tools line the 2.1.71 fork's prompt ends with (2.1.34 to 2.1.6x,
 * request-profiles.ts), in the words FORMAT quotes.
 */
export const NO_TOOLS_LINE =
  "IMPORTANT: Do NOT use any tools. You MUST respond with ONLY the <summary>...</summary> block.";

/** Where the prompt says "no tools" (request-profiles.ts `PromptFrame`). */
export type PromptFrame = "none" | "no-tools-trailer" | "no-tools-preamble-and-trailer";

/** Partial compaction (seed 003): `from` summarises after a pivot, `up_to` before it. */
export type PartialDirection = "from" | "up_to";

const SECTION_TEXT: Record<SummarySectionId, string> = {
  "primary-request": "Capture all of the user's explicit requests and intents in detail",
  "technical-concepts":
    "List all important technical concepts, technologies, and frameworks discussed.",
  "files-and-code":
    "Enumerate specific files and code sections examined, modified, or created. Pay special attention to the most recent messages and include full code snippets where applicable and include a summary of why this file read or edit is important.",
  "errors-and-fixes":
    "List all errors that you ran into, and how you fixed them. Pay special attention to specific user feedback that you received, especially if the user told you to do something differently.",
  "problem-solving": "Document problems solved and any ongoing troubleshooting efforts.",
  "user-messages":
    "List ALL user messages that are not tool results. These are critical for understanding the users' feedback and changing intent.",
  "pending-tasks": "Outline any pending tasks that you have explicitly been asked to work on.",
  "current-work":
    "Describe in detail precisely what was being worked on immediately before this summary request, paying special attention to the most recent messages from both user and assistant. Include file names and code snippets where applicable.",
  "next-step":
    "List the next step that you will take that is related to the most recent work you were doing. IMPORTANT: ensure that this step is DIRECTLY in line with the user's most recent explicit requests, and the task you were working on immediately before this summary request. If your last task was concluded, then only list next steps if they are explicitly in line with the users request. Do not start on tangential requests or really old requests that were already completed without confirming with the user first.\n   If there is a next step, include direct quotes from the most recent conversation showing exactly what task you were working on and where you left off. This should be verbatim to ensure there's no drift in task interpretation.",
};

/**
 * Seed 003: `up_to` "changes section 8 from Current Work to Work Completed and adds Context for
 * Continuing Work": newer messages follow the summary, so it sets up context instead of a next
 * step (the ninth slot takes it; the section count stays nine).
 */
const UP_TO_SECTIONS: Partial<Record<SummarySectionId, { title: string; text: string }>> = {
  "current-work": {
    title: "Work Completed",
    text: "Describe in detail what was accomplished by the end of this portion of the conversation, with file names and code snippets where applicable.",
  },
  "next-step": {
    title: "Context for Continuing Work",
    text: "Summarize the context, decisions and state needed to understand and continue the work in the messages that follow this summary.",
  },
};

const INTRO = `Your task is to create a detailed summary of the conversation so far, paying close attention to the user's explicit requests and your previous actions.
This summary should be thorough in capturing technical details, code patterns, and architectural decisions that would be essential for continuing development work without losing context.`;

const INTRO_FROM = `Your task is to create a detailed summary of the recent portion of the conversation: the messages that follow the earlier retained messages. Earlier retained messages are NOT re-summarized; they stay in the context as they are.
This summary should be thorough in capturing technical details, code patterns, and architectural decisions that would be essential for continuing development work without losing context.`;

const INTRO_UP_TO = `Your task is to create a detailed summary of this portion of the conversation, paying close attention to the user's explicit requests and your previous actions. Newer messages will follow this summary.
This summary should be thorough in capturing technical details, code patterns, and architectural decisions that would be essential for continuing development work without losing context.`;

const ANALYSIS = `Before providing your final summary, wrap your analysis in <analysis> tags to organize your thoughts and ensure you've covered all necessary points. In your analysis process:

1. Chronologically analyze each message and section of the conversation. For each section thoroughly identify:
   - The user's explicit requests and intents
   - Your approach to addressing the user's requests
   - Key decisions, technical concepts and code patterns
   - Specific details like:
     - file names
     - full code snippets
     - function signatures
     - file edits
   - Errors that you ran into and how you fixed them
   - Pay special attention to specific user feedback that you received, especially if the user told you to do something differently.
2. Double-check for technical accuracy and completeness, addressing each required element thoroughly.`;

const CLOSING =
  "Please provide your summary based on the conversation so far, following this structure and ensuring precision and thoroughness in your response.";

/** The nine sections' titles as a prompt variant names them (`up_to` renames 8 and 9). */
export function sectionTitles(partial?: PartialDirection): string[] {
  return SUMMARY_SECTIONS.map(
    (s) => (partial === "up_to" ? UP_TO_SECTIONS[s.id]?.title : undefined) ?? s.title,
  );
}

/** Seed 000's numbering repeats 6 ("6. All user messages", "6. Pending Tasks"): up to 2.1.40. */
function sectionNumber(index: number, repeatsSectionSix: boolean): number {
  return repeatsSectionSix && index >= 6 ? index : index + 1;
}

function sectionList(partial?: PartialDirection, repeatsSectionSix = false): string {
  const titles = sectionTitles(partial);
  return SUMMARY_SECTIONS.map((s, i) => {
    const text =
      (partial === "up_to" ? UP_TO_SECTIONS[s.id]?.text : undefined) ?? SECTION_TEXT[s.id];
    return `${sectionNumber(i, repeatsSectionSix)}. ${titles[i]}: ${text}`;
  }).join("\n");
}

/** The structure example the fixture's prompt shows, with the variant's titles. */
function example(partial?: PartialDirection): string {
  const body = sectionTitles(partial)
    .map((title, i) => `${i + 1}. ${title}:\n   [...]`)
    .join("\n\n");
  return `Here's an example of how your output should be structured:

<example>
<analysis>
[Your thought process, ensuring all points are covered thoroughly and accurately]
</analysis>

<summary>
${body}
</summary>
</example>`;
}

/**
 * The summarization prompt (the last user message of the request): no-tools preamble, the
 * instruction and its `<analysis>` scratchpad, the nine sections, custom instructions as seed
 * 002 appends them ("Additional Instructions:"), and the no-tools trailer.
 *
 * @example
 * buildSummaryPrompt({ customInstructions: "Focus on the API changes" }).endsWith(NO_TOOLS_TRAILER) // true
 */
export function buildSummaryPrompt(
  options: {
    partial?: PartialDirection;
    customInstructions?: string;
    base?: string;
    /** The version's frame (default: seed 003's preamble and trailer). */
    frame?: PromptFrame;
    repeatsSectionSix?: boolean;
  } = {},
): string {
  const { partial, customInstructions, frame = "no-tools-preamble-and-trailer" } = options;
  const base = options.base ?? buildBasePrompt(partial, options.repeatsSectionSix);
  const extra =
    customInstructions !== undefined && customInstructions.trim() !== ""
      ? `\n\nAdditional Instructions:\n${customInstructions}`
      : "";
  if (frame === "none") return `${base}${extra}`;
  if (frame === "no-tools-trailer") return `${base}${extra}\n\n${NO_TOOLS_LINE}`;
  return `${NO_TOOLS_PREAMBLE}\n\n${base}${extra}\n\n${NO_TOOLS_TRAILER}`;
}

/** The prompt body without the no-tools frame and custom instructions (what a template edits). */
export function buildBasePrompt(partial?: PartialDirection, repeatsSectionSix = false): string {
  const intro = partial === "from" ? INTRO_FROM : partial === "up_to" ? INTRO_UP_TO : INTRO;
  return `${intro}\n\n${ANALYSIS}\n\nYour summary should include the following sections:\n\n${sectionList(partial, repeatsSectionSix)}\n\n${example(partial)}\n\n${CLOSING}`;
}

/**
 * Claude Code's default prompt body (full compaction): what the read-only template holds.
 * `buildSummaryPrompt` frames it with the no-tools preamble and trailer.
 *
 * @example
 * DEFAULT_SUMMARY_PROMPT.includes("<analysis>") // true
 */
export const DEFAULT_SUMMARY_PROMPT = buildBasePrompt();
