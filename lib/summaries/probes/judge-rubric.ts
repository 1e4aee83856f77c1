/**
 * The judge's rubric: Factory's six dimensions of a compressed context ("Evaluating context
 * compression", 36,611 production messages), each scored 0 to 5, so scores here compare with
 * theirs. The prompt is versioned like a template: each stored score names the version that
 * judged it, and a change to the words is a new version.
 */
export const JUDGE_DIMENSIONS = [
  "accuracy",
  "context_awareness",
  "artifact_trail",
  "completeness",
  "continuity",
  "instruction_following",
] as const;

export type JudgeDimension = (typeof JUDGE_DIMENSIONS)[number];

/** The most a dimension scores. */
export const JUDGE_MAX_SCORE = 5;

export const JUDGE_DIMENSION_LABELS: Record<JudgeDimension, string> = {
  accuracy: "Accuracy",
  context_awareness: "Context awareness",
  artifact_trail: "Artifact trail",
  completeness: "Completeness",
  continuity: "Continuity",
  instruction_following: "Instruction following",
};

const DIMENSION_WORDS: Record<JudgeDimension, string> = {
  accuracy: "the facts the answer states are true to the reference; nothing is invented",
  context_awareness: "it knows where the session stood: what was done, what failed, what is open",
  artifact_trail: "it names the files, commands and errors involved, exactly",
  completeness: "it covers every part of the reference, not one of several",
  continuity: "someone could carry on the work from it without re-reading or re-running",
  instruction_following: "it keeps to what the user asked and decided, and to the question's form",
};

/** Bump with any change to the prompt's words: stored scores keep the version they had. */
export const JUDGE_PROMPT_VERSION = "factory-6d-1";

/** The judge's system prompt, shown on the page beside its version. */
export const JUDGE_SYSTEM_PROMPT =
  "You grade answers about a coding session against a reference taken from the session " +
  "itself. Each answer was written from a summary of the session alone. Score it on six " +
  `dimensions, each an integer from 0 (absent or wrong) to ${JUDGE_MAX_SCORE} (as good as the reference):\n` +
  JUDGE_DIMENSIONS.map((d) => `- ${d}: ${DIMENSION_WORDS[d]}`).join("\n") +
  "\nAn answer of NOT IN SUMMARY scores 0 on every dimension. Reply with one JSON object and " +
  'nothing else: {"scores": {' +
  JUDGE_DIMENSIONS.map((d) => `"${d}": <0-${JUDGE_MAX_SCORE}>`).join(", ") +
  '}, "reasons": "<one or two sentences>"}.';
