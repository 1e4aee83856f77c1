import type { JudgeDimension } from "./judge-rubric";

/**
 * Probe questions in the manner of published compression evaluations: four kinds of question
 * a continuing session must answer from the summary alone, each with the answer the range
 * itself gives, scored by a judge model on the rubric's six dimensions.
 */
export type ProbeKind = "recall" | "artifact" | "continuation" | "decision";

export type Probe = {
  id: string;
  kind: ProbeKind;
  question: string;
  /** What the range says: the reference the judge compares the answer with. */
  expected: string;
  /** Whether it asks about a fact the session needed after the compaction, or the range alone. */
  source: "aftermath" | "range";
};

export type ProbeVerdict = {
  /** The mean of the six dimensions, 0 to 5. */
  score: number;
  dimensions: Record<JudgeDimension, number>;
  reasons: string;
};
