/** A file read before a compaction and read again after it. */
export type FileReread = {
  path: string;
  /** The engine's estimate of the first re-read's result (characters over chars-per-token). */
  tokens: number;
  /** Main-thread call index whose tool use read it again first. */
  firstRereadCall: number;
  /** Whether the client's post-compact restoration had already put the file back. */
  restored: boolean;
};

/** A failed tool result after the compaction whose normalised text matches one before it. */
export type ErrorRepeated = {
  /** The error as met after the compaction (its first line, cut). */
  text: string;
  before: { call: number };
  after: { call: number };
};

/** A shell command run before the compaction and again after it. */
export type CommandRerun = {
  command: string;
  tokens: number;
  before: { call: number };
  after: { call: number };
};

/** A typed user message after the compaction much like one in the summarised range. */
export type QuestionRepeated = {
  text: string;
  /** The message it repeats. */
  earlier: string;
  /** Jaccard similarity of their word sets, 0 to 1. */
  similarity: number;
  before: { line: number };
  after: { line: number };
};

/** What one recorded compaction of the main thread cost afterwards, from the transcript alone. */
export type Aftermath = {
  /** The recorded compaction's boundary uuid. */
  uuid: string;
  atCall: number;
  filesReread: FileReread[];
  errorsRepeated: ErrorRepeated[];
  commandsRerun: CommandRerun[];
  questionsRepeated: QuestionRepeated[];
  /** Files of the last calls before the compaction: the work it interrupted. */
  currentWork: string[];
  /** Calls before the one that went back to the current work; null when none did. */
  callsToResume: number | null;
  /** Context the calls before it added (input growth); null when it never resumed. */
  tokensToResume: number | null;
  /** tokensToResume plus the re-reads and re-runs after the resuming call. */
  tokensRespent: number;
  /** tokensRespent at the cache-write rate of the calls that carried it; null when unpriced. */
  costUsd: number | null;
  /** Main-thread calls between this compaction and the next (or the end of the file). */
  callsAfter: number;
};
