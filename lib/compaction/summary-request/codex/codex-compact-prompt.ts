import { compareVersions } from "../../../transcript/compare-versions";

/**
 * What Codex sends to summarise (conformance lab, codex-cli 0.169.0; openai/codex
 * `codex-rs/core/templates/compact/prompt.md`): the whole history, then one user message, its
 * compaction prompt, 426 characters in 10 lines whose first line the lab quotes. Codex's text
 * is not reproduced past that line: the rest is Compaction Lab's own wording of what it asks
 * for (the goal, progress and decisions, constraints, next steps, the data needed to go on),
 * so a model run on it is asked the same thing and the estimate keeps the measured size.
 */
export const CODEX_COMPACT_PROMPT = [
  "You are performing a CONTEXT CHECKPOINT COMPACTION. Create a handoff summary for another LLM that will resume the task.",
  "",
  "Cover: the user's goal; what is done and the decisions taken; the context, constraints and preferences that matter; the next steps; any data, examples or references needed to continue.",
  "",
  "Keep it short and structured, written for the model that takes over.",
].join("\n");

/**
 * The prompt before 0.58.0 (lab, 0.45.0: 553 characters): a memento for the next agent. Its
 * first line as the lab quotes it, then Compaction Lab's wording of what it asks.
 */
export const CODEX_MEMENTO_PROMPT = [
  "You have exceeded the maximum number of tokens, please stop coding and instead write a short memento message for the next agent. Your note should:",
  "- say what the task is and what was done so far;",
  "- list what is left to do and what to watch out for;",
  "- keep to what the next agent needs to carry on.",
].join("\n");

/** The first version the lab saw send the checkpoint prompt (0.45.0 still sent the memento). */
export const CHECKPOINT_PROMPT_SINCE = "0.58.0";

/**
 * The prompt a Codex version sends (null: the newest).
 *
 * @example
 * codexCompactPrompt("0.45.0") === CODEX_MEMENTO_PROMPT // true
 */
export function codexCompactPrompt(version: string | null): string {
  return version !== null && compareVersions(version, CHECKPOINT_PROMPT_SINCE) < 0
    ? CODEX_MEMENTO_PROMPT
    : CODEX_COMPACT_PROMPT;
}

/** The measured size of Codex's own prompt (lab, 0.169.0), for estimates. */
export const CODEX_COMPACT_PROMPT_CHARS = 426;

/**
 * Stands where Codex sends its instructions with the request (0.169.0 sends the same body as a
 * turn: the developer messages in the input, no `instructions` field); its text is not copied.
 */
export const CODEX_INSTRUCTIONS_STAND_IN =
  "Codex CLI's instructions go here: its compaction request is the same request as a turn (model, reasoning, the history), with the compaction prompt as the last user message. Compaction Lab does not reproduce Codex's text.";

/**
 * The summary's cap: Codex sets no output limit on the compaction request; a summarizer
 * model gets room to answer in full.
 */
export const CODEX_SUMMARY_MAX_TOKENS = 32_000;
