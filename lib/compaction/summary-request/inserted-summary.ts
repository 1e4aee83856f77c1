import type { ProfileId } from "../config/profiles";
import {
  analysisModeFor,
  formatContinuationMessage,
  formatSummaryOutput,
} from "./format-summary-output";

/**
 * The summary message Claude Code puts into the context after a compaction, from a
 * summarizer's raw output: formatted (analysis labelled or stripped by profile) and wrapped in
 * the continuation message of the profile and trigger. A recorded summary is already this
 * text, so a generated one must become it before their sizes compare: the raw output's
 * `<analysis>` scratchpad never reaches the context under cc-2.1.
 *
 * @example
 * insertedSummaryText("<analysis>a</analysis><summary>s</summary>", "cc-2.1", "auto").includes("<analysis>") // false
 */
export function insertedSummaryText(
  raw: string,
  profile: ProfileId,
  trigger: "auto" | "manual",
): string {
  const summary = formatSummaryOutput(raw, analysisModeFor(profile));
  return formatContinuationMessage({ summary, profile, trigger });
}
