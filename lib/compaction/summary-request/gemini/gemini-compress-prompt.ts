/**
 * What Gemini CLI sends to compress (conformance lab: 0.61.0 and 0.30.0 through the fake API;
 * `chatCompressionService` in the published packages): a `generateContent` request to the
 * compression model whose system instruction is the state-snapshot prompt, and whose contents
 * are the history to summarise followed by one user message. The client's text is not
 * reproduced past each first line, which the lab quotes: the rest is Compaction Lab's own
 * wording of what it asks, so a model run on it is asked the same thing.
 */
export const GEMINI_COMPRESSION_SYSTEM_FIRST_LINE =
  "You are a specialized system component responsible for distilling chat history into a structured XML <state_snapshot>.";

/** The system instruction: its first line, then what the client's 3,388 characters ask for. */
export const GEMINI_COMPRESSION_SYSTEM = [
  GEMINI_COMPRESSION_SYSTEM_FIRST_LINE,
  "",
  "The snapshot becomes the agent's only memory of what came before: keep the overall goal, the facts and constraints learned, the state of the files touched, the recent actions and their outcomes, and the plan ahead; leave out small talk. Think it through first, then write the snapshot as XML.",
].join("\n");

/** The user message after the history when no snapshot exists yet (lab: 0.30.0, 0.61.0). */
export const GEMINI_NEW_SNAPSHOT_REQUEST =
  "Generate a new <state_snapshot> based on the provided history.";
/** Its second paragraph, in our words: reason first, then write the snapshot. */
const REASON_FIRST = "Reason it through in a scratchpad before writing the <state_snapshot>.";

export const GEMINI_COMPRESSION_PROMPT = `${GEMINI_NEW_SNAPSHOT_REQUEST}\n\n${REASON_FIRST}`;

/**
 * The client sets no output cap on the compression request (its generationConfig is empty);
 * the summarizers need one: Gemini 2.5 Pro's output limit.
 */
export const GEMINI_SUMMARY_MAX_TOKENS = 65_536;
