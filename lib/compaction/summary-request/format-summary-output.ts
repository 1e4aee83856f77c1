import type { ProfileId } from "../config/profiles";

/** What happens to the `<analysis>` scratchpad: labelled "Analysis:" (seed 002) or removed (seed 003). */
export type AnalysisMode = "label" | "strip";

/**
 * Seed 002's MD5 (1.0.x to 2.0.x) labels the analysis; seed 003 (2.1.x) strips it. The real
 * summaries agree except in the middle: 2.1.19 to 2.1.63 still show "Analysis:", 2.1.71 does
 * not. cc-2.1 and the later profiles follow seed 003 (its latest form; FORMAT §10: dropped from
 * about 2.1.100); the older profiles keep the label.
 */
export function analysisModeFor(profile: ProfileId): AnalysisMode {
  return profile === "cc-2.1" || profile === "cc-2.1-auto-window" || profile === "cc-2.1-reactive"
    ? "strip"
    : "label";
}

/**
 * A summary's raw output as Claude Code stores it: the analysis labelled or stripped,
 * `<summary>` into "Summary:", runs of blank lines collapsed to one, trimmed.
 *
 * @example
 * formatSummaryOutput("<analysis>a</analysis>\n<summary>s</summary>", "strip") // "Summary:\ns"
 */
export function formatSummaryOutput(raw: string, analysis: AnalysisMode): string {
  let text = raw;
  const found = /<analysis>([\s\S]*?)<\/analysis>/.exec(text);
  if (found !== null) {
    const label = analysis === "label" ? `Analysis:\n${(found[1] ?? "").trim()}` : "";
    text = text.replace(/<analysis>[\s\S]*?<\/analysis>/, () => label);
  }
  const summary = /<summary>([\s\S]*?)<\/summary>/.exec(text);
  if (summary !== null)
    text = text.replace(
      /<summary>[\s\S]*?<\/summary>/,
      () => `Summary:\n${(summary[1] ?? "").trim()}`,
    );
  return text.replace(/\n\n+/g, "\n\n").trim();
}

export type ContinuationInput = {
  /** The summary already formatted (`formatSummaryOutput`). */
  summary: string;
  profile: ProfileId;
  trigger: "auto" | "manual";
  /** 2.1.x names the full transcript the model may read (every 2.1 fixture does). */
  transcriptPath?: string;
};

const OPENING =
  "This session is being continued from a previous conversation that ran out of context.";
const CONTINUE_OLD =
  "Please continue the conversation from where we left it off without asking the user any further questions. Continue with the last task that you were asked to work on.";
/** Seed 003's auto-compact instruction, in the words the 2.1.71 fixture's summary carries. */
const CONTINUE_NEW =
  'Continue the conversation from where it left off without asking the user any further questions. Resume directly — do not acknowledge the summary, do not recap what was happening, do not preface with "I\'ll continue" or similar. Pick up the last task as if the break never happened.';

/**
 * The user message that carries a summary after a compaction, by profile and trigger: seed
 * 002's T91 for 1.0.x ("summarized below:", a closing period), seed 000's for 2.0 and early
 * 2.1 ("The summary below covers…"), seed 003's "Resume directly" for cc-2.1. Only an
 * automatic compaction asks to continue without questions (seed 002: `continueWithoutAsking`).
 *
 * @example
 * formatContinuationMessage({ summary: "Summary:\ns", profile: "cc-2.1", trigger: "manual" })
 * // "This session is being continued … conversation.\n\nSummary:\ns"
 */
export function formatContinuationMessage(input: ContinuationInput): string {
  const { summary, profile, trigger } = input;
  if (profile === "cc-1.0-literal") {
    const base = `${OPENING} The conversation is summarized below:\n${summary}.`;
    return trigger === "auto" ? `${base}\n${CONTINUE_OLD}` : base;
  }
  const path =
    input.transcriptPath === undefined
      ? ""
      : `\n\nIf you need specific details from before compaction (like exact code snippets, error messages, or content you generated), read the full transcript at: ${input.transcriptPath}`;
  const base = `${OPENING} The summary below covers the earlier portion of the conversation.\n\n${summary}${path}`;
  if (trigger === "manual") return base;
  return `${base}\n${profile === "cc-2.1" ? CONTINUE_NEW : CONTINUE_OLD}`;
}
