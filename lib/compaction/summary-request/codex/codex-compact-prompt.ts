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
