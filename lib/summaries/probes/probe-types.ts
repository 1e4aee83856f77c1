/**
 * Probe questions in the manner of published compression evaluations: four kinds of question
 * a continuing session must answer from the summary alone, each with the answer the range
 * itself gives, scored by a judge model.
 */
export type ProbeKind = "recall" | "artifact" | "continuation" | "decision";

export type Probe = {
  id: string;
  kind: ProbeKind;
  question: string;
  /** What the range says: the reference the judge compares the answer with. */
  expected: string;
};

export type ProbeVerdict = {
  /** 0 (wrong or missing) to 1 (complete and correct). */
  score: number;
  reasons: string;
};
