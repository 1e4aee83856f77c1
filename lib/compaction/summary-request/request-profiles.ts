import { compareVersions } from "../config/resolve-profile";
import type { PromptFrame } from "./default-summary-prompt";

/** The first version whose prompt ends with a no-tools line (bisected: 2.1.19 has none). */
const TRAILER_SINCE = "2.1.20";

/**
 * How each Claude Code version shapes its summarization request, as the conformance lab
 * measured it (`npm run conformance`, `scripts/conformance-bisect.ts`; the rows are in
 * lib/conformance/versions-matrix.json). Data only: `buildSummaryRequest` reads the profile of
 * the transcript's version. Each entry holds from its `since` version until the next entry's;
 * `measured` names the versions the lab drove inside the range, and a change point sits between
 * two neighbouring published versions (bisected, 2026-11-23).
 */

export type SummaryRequestProfile = {
  /** First version of the range (inclusive). */
  since: string;
  /** Versions the lab drove inside the range. */
  measured: readonly string[];
  /**
   * `max_tokens`: a fixed 20,000 whatever CLAUDE_CODE_MAX_OUTPUT_TOKENS says (2.0.8, 2.1.63 and
   * 2.1.68 measured at 10,000, claude-opus-4-6 on 2.1.63 too); the session's output limit
   * capped at 20,000 (2.1.69 to 2.1.85 and 2.1.112 at 10,000 sent 10,000); or the output limit itself (the fork sets no cap of its own, seed 003; 2.1.330 at
   * 10,000 sent 10,000). Unset, the output limit is the model's (`sessionOutputLimit`,
   * model-windows.ts: 64,000 for claude-opus-4-6, 32,000 for claude-sonnet-4-5).
   */
  maxTokens:
    | { kind: "fixed"; tokens: number }
    | { kind: "capped-output-limit"; cap: number }
    | { kind: "output-limit" };
  temperature: number | null;
  /** Extended thinking with a budget one token under max_tokens (the fork inherits the main loop's). */
  thinking: null | { display?: "updates" };
  /** The main loop's context management (clear_thinking, keep all), inherited by the fork. */
  contextManagement: boolean;
  /** The summarizer system prompt (seed 002), or the main loop's own (the fork, seed 003). */
  system: "summarizer" | "main-loop";
  /**
   * Read alone (so the history's tool blocks stay valid); Read deferred behind ToolSearch, a
   * first user message naming it (2.1.69 alone: `DEFERRED_TOOLS_MESSAGE`); or the main loop's
   * tools (request-tools.ts).
   */
  tools: "Read" | "deferred-read" | "main-loop";
  /**
   * Messages the boundary lists as kept after the summary (`compactMetadata.preservedMessages`,
   * 2.1.153 on): left out of the request (to 2.1.325), or summarised too (2.1.326 on).
   */
  preservedMessages: "left-out" | "summarised";
  /**
   * The user message the compaction precedes: merged into the prompt's message, or kept out so
   * the prompt stands alone (2.1.326 on).
   */
  pendingUserMessage: "merged" | "kept-out";
  /** Seed 000's typo: "6. All user messages" then "6. Pending Tasks" (eight numbers for nine sections). */
  repeatsSectionSix: boolean;
  /**
   * The body alone; a no-tools line after it (FORMAT §6, the 2.1.71 fork); or seed 003's dual
   * instruction, a no-tools preamble before the body and again after it.
   */
  frame: PromptFrame;
};

/**
 * The first user message of a request whose tools are deferred (2.1.69): the deferred tools by
 * name in a tag, as the lab saw it; the tools themselves are found through ToolSearch.
 */
export const DEFERRED_TOOLS_MESSAGE =
  "<available-deferred-tools>\nRead\n</available-deferred-tools>";

const DIRECT = {
  maxTokens: { kind: "fixed", tokens: 20_000 },
  thinking: null,
  contextManagement: false,
  system: "summarizer",
  tools: "Read",
  preservedMessages: "left-out",
  pendingUserMessage: "merged",
} as const;

const FORK = {
  temperature: null,
  thinking: {},
  contextManagement: true,
  system: "main-loop",
  tools: "main-loop",
  preservedMessages: "left-out",
  pendingUserMessage: "merged",
  repeatsSectionSix: false,
  frame: "no-tools-preamble-and-trailer",
} as const;

/** Oldest first; every change point bisected between two published neighbours (2026-11-23). */
export const SUMMARY_REQUEST_PROFILES: readonly SummaryRequestProfile[] = [
  {
    ...DIRECT,
    since: "0.0.0",
    measured: ["1.0.117", "1.0.128", "2.0.8", "2.0.15", "2.0.21"],
    temperature: 1,
    repeatsSectionSix: true,
    frame: "none",
  },
  {
    ...DIRECT,
    since: "2.0.22",
    measured: ["2.0.23", "2.0.25", "2.0.44", "2.0.77", "2.1.19"],
    temperature: null,
    repeatsSectionSix: true,
    frame: "none",
  },
  {
    ...DIRECT,
    since: TRAILER_SINCE,
    measured: ["2.1.20", "2.1.21", "2.1.22", "2.1.23", "2.1.29", "2.1.30"],
    temperature: null,
    repeatsSectionSix: true,
    frame: "no-tools-trailer",
  },
  {
    ...DIRECT,
    since: "2.1.31",
    measured: ["2.1.31", "2.1.34", "2.1.40", "2.1.52", "2.1.58", "2.1.61", "2.1.62"],
    temperature: 1,
    repeatsSectionSix: true,
    frame: "no-tools-trailer",
  },
  {
    ...DIRECT,
    since: "2.1.63",
    measured: ["2.1.63", "2.1.64", "2.1.67", "2.1.68"],
    temperature: 1,
    repeatsSectionSix: false,
    frame: "no-tools-trailer",
  },
  {
    // CLAUDE_CODE_MAX_OUTPUT_TOKENS=10000 sends 10,000 from here (2.1.68 still 20,000; bisected
    // 2026-11-26 under 200k+max-output-10k). 2.1.69 alone defers Read behind ToolSearch
    // (conformance lab 2026-11-26: 2.1.68, 2.1.70, 2.1.72 and 2.1.73 send Read itself).
    ...DIRECT,
    since: "2.1.69",
    measured: ["2.1.69"],
    maxTokens: { kind: "capped-output-limit", cap: 20_000 },
    temperature: 1,
    repeatsSectionSix: false,
    frame: "no-tools-trailer",
    tools: "deferred-read",
  },
  {
    ...DIRECT,
    since: "2.1.70",
    measured: ["2.1.70", "2.1.71", "2.1.74", "2.1.75", "2.1.80", "2.1.83", "2.1.84", "2.1.85"],
    maxTokens: { kind: "capped-output-limit", cap: 20_000 },
    temperature: 1,
    repeatsSectionSix: false,
    frame: "no-tools-trailer",
  },
  {
    ...FORK,
    since: "2.1.86",
    measured: ["2.1.86", "2.1.91", "2.1.94", "2.1.96"],
    maxTokens: { kind: "output-limit" },
  },
  {
    ...FORK,
    since: "2.1.97",
    measured: [
      "2.1.97",
      "2.1.98",
      "2.1.112",
      "2.1.153",
      "2.1.175",
      "2.1.186",
      "2.1.190",
      "2.1.191",
    ],
    maxTokens: { kind: "capped-output-limit", cap: 20_000 },
  },
  {
    ...FORK,
    since: "2.1.193",
    measured: [
      "2.1.193",
      "2.1.195",
      "2.1.200",
      "2.1.240",
      "2.1.267",
      "2.1.276",
      "2.1.282",
      "2.1.286",
    ],
    maxTokens: { kind: "output-limit" },
  },
  {
    ...FORK,
    since: "2.1.287",
    measured: ["2.1.287", "2.1.308", "2.1.319", "2.1.325"],
    maxTokens: { kind: "output-limit" },
    thinking: { display: "updates" },
  },
  {
    ...FORK,
    since: "2.1.326",
    measured: ["2.1.326", "2.1.327", "2.1.330"],
    maxTokens: { kind: "output-limit" },
    thinking: { display: "updates" },
    preservedMessages: "summarised",
    pendingUserMessage: "kept-out",
  },
];

/**
 * The request profile of a Claude Code version (the newest profile when the version is unknown).
 *
 * @example
 * summaryRequestProfile("2.0.8").maxTokens // { kind: "fixed", tokens: 20_000 }
 */
export function summaryRequestProfile(version: string | null): SummaryRequestProfile {
  const newest = SUMMARY_REQUEST_PROFILES.at(-1) as SummaryRequestProfile;
  if (version === null) return newest;
  return SUMMARY_REQUEST_PROFILES.findLast((p) => compareVersions(version, p.since) >= 0) ?? newest;
}

/**
 * `max_tokens` under a profile for a session whose output limit is `maxOutputTokens`
 * (`sessionOutputLimit`: CLAUDE_CODE_MAX_OUTPUT_TOKENS when set, else the model's).
 *
 * @example
 * profileMaxTokens(summaryRequestProfile("2.1.330"), 32_000) // 32_000
 */
export function profileMaxTokens(profile: SummaryRequestProfile, maxOutputTokens: number): number {
  const rule = profile.maxTokens;
  if (rule.kind === "fixed") return rule.tokens;
  return rule.kind === "output-limit" ? maxOutputTokens : Math.min(maxOutputTokens, rule.cap);
}
