import { z } from "zod";
import { boundedNumber, constantSection, tokens } from "../config-fields";

/**
 * Codex CLI's automatic compaction, as its public source (openai/codex, `codex-rs/`) states it.
 * Each constant names the file that gives it; the conformance lab's measurements of the real
 * client (lib/conformance/codex, its rows in lib/conformance/versions-matrix.json) win where they disagree.
 */

/** `ModelInfo::auto_compact_token_limit`: `(context_window * 9) / 10` when the model names none. */
export const CODEX_AUTO_COMPACT_PERCENT = 90; // codex-rs/protocol/src/openai_models.rs
/** `effective_context_window_percent` (default 95): the share of the window `token_count` reports as `model_context_window`. */
export const CODEX_EFFECTIVE_WINDOW_PERCENT = 95; // codex-rs/protocol/src/openai_models.rs
/**
 * Rollouts report the raw window (272,000) up to 0.47.0 and 95% of it (258,400) from 0.49.0, the
 * next release (conformance lab; FORMAT §11 saw the same in rollouts).
 */
export const CODEX_EFFECTIVE_WINDOW_SINCE = "0.49.0";
/** How the limit is found: a share of the window (0.49.0 on), or the model family's own (0.40.0 to 0.47.0). */
export const CODEX_LIMIT_RULES = ["window-share", "model-family"] as const;

/**
 * The model families' own limits before the limit was a share of the window, by model-name
 * prefix, each from the first version measured with it (conformance lab: gpt-5-codex compacts
 * at 220,000 on 0.40.0 and at 350,000, above the 272,000 it reports, on 0.45.0 and 0.47.0; o3 and
 * gpt-5.1-codex-max never compact on either: no limit).
 */
export const CODEX_FAMILY_LIMITS: Readonly<
  Record<string, readonly { since: string; limit: number }[]>
> = {
  "gpt-5-codex": [
    { since: "0.40.0", limit: 220_000 },
    { since: "0.45.0", limit: 350_000 },
  ],
};

/** `COMPACT_USER_MESSAGE_MAX_TOKENS`: the recent user messages the rebuilt history keeps verbatim. */
export const CODEX_USER_MESSAGE_BUDGET_TOKENS = 20_000; // codex-rs/core/src/compact.rs
/** `templates/compact/summary_prefix.md`: 400 characters put before the summary, / 4. */
export const CODEX_SUMMARY_PREFIX_TOKENS = 100; // codex-rs/core/templates/compact/summary_prefix.md
/** `templates/compact/prompt.md`: 450 characters sent as the last user message of the request, / 4. */
export const CODEX_COMPACT_PROMPT_TOKENS = 113; // codex-rs/core/templates/compact/prompt.md

/** Codex's auto compaction: the constants it reads. */
export const CODEX_AUTO_COMPACT_CONFIG = {
  codexAutoCompact: z
    .boolean()
    .describe(
      "Codex CLI's auto compaction in place of Claude Code's (limit, kept user messages, summary)",
    ),
  codexAutoCompactPercent: boundedNumber(1, 100, "a percentage of the window").describe(
    "The limit as a share of the model's window when the model names none (codex-rs: 90%)",
  ),
  codexLimitRule: z
    .enum(CODEX_LIMIT_RULES)
    .describe(
      "The limit: a share of the window (0.49 on), or the model family's own (0.40: 220,000 and 0.45 to 0.47: 350,000 for gpt-5-codex, none for others)",
    ),
  codexAutoCompactTokenLimit: tokens
    .nullable()
    .describe(
      "model_auto_compact_token_limit in config.toml (or the family's limit): empty, the share of the window",
    ),
  codexEffectiveWindowPercent: boundedNumber(1, 100, "a percentage of the window").describe(
    "Share of the window Codex reports as model_context_window (codex-rs: 95%, from about 0.53)",
  ),
  codexUserMessageBudgetTokens: tokens.describe(
    "Recent user messages kept verbatim after a compaction, newest first (codex-rs: 20,000)",
  ),
  codexSummaryPrefixTokens: tokens.describe(
    "The fixed text put before the summary in the rebuilt history (codex-rs: 400 characters)",
  ),
  codexCompactPromptTokens: tokens.describe(
    "The compaction prompt sent after the history (codex-rs: 450 characters)",
  ),
  codexChecksAfterResume: z
    .boolean()
    .describe(
      "Whether a resumed process checks before its first call: off where the count lives only in the process that saw the response",
    ),
};

export const CODEX_AUTO_COMPACT_CONSTANTS = constantSection({
  group: "codex",
  shape: CODEX_AUTO_COMPACT_CONFIG,
  /** Off for Claude Code's profiles; the Codex profiles switch it on. */
  defaults: {
    codexAutoCompact: false,
    codexLimitRule: "window-share",
    codexAutoCompactPercent: CODEX_AUTO_COMPACT_PERCENT,
    codexAutoCompactTokenLimit: null,
    codexEffectiveWindowPercent: CODEX_EFFECTIVE_WINDOW_PERCENT,
    codexUserMessageBudgetTokens: CODEX_USER_MESSAGE_BUDGET_TOKENS,
    codexSummaryPrefixTokens: CODEX_SUMMARY_PREFIX_TOKENS,
    codexCompactPromptTokens: CODEX_COMPACT_PROMPT_TOKENS,
    codexChecksAfterResume: true,
  },
  sources: {
    codexLimitRule: { measured: "lab" },
    codexChecksAfterResume: { measured: "lab" },
    codexAutoCompactPercent: { publicSource: "codex-rs/protocol/src/openai_models.rs" },
    codexEffectiveWindowPercent: { publicSource: "codex-rs/protocol/src/openai_models.rs" },
    codexUserMessageBudgetTokens: { publicSource: "codex-rs/core/src/compact.rs" },
    codexSummaryPrefixTokens: { publicSource: "codex-rs/core/templates/compact/summary_prefix.md" },
    codexCompactPromptTokens: { publicSource: "codex-rs/core/templates/compact/prompt.md" },
  },
  profiles: {
    codex: { codexAutoCompact: true },
    // 0.45.0 (lab): the family's limit; the rebuilt history is the initial context and the
    // bare summary: no user message kept, no prefix.
    "codex-family-limit": {
      codexLimitRule: "model-family",
      codexUserMessageBudgetTokens: 0,
      codexSummaryPrefixTokens: 0,
    },
    // 0.58.0 (lab): user messages kept verbatim, the summary bare (no prefix).
    "codex-same-turn": { codexSummaryPrefixTokens: 0 },
    // 0.74.0, 0.75.0, 0.77.0 (lab): the check before the next turn reads what the process
    // learnt from the last response; `exec resume` (a new process) restores none of it, so it
    // never compacts there. In the TUI, or after a response that needs a follow-up, it does.
    "codex-pending": { codexChecksAfterResume: false },
  },
});
