import { SIMILAR_FROM, MIN_WORDS } from "./questions-repeated";
import { CURRENT_WORK_CALLS } from "./resume";

/** The measures of an aftermath, each with the paragraph a user opens to read what it counts. */
export const AFTERMATH_MEASURES = [
  "filesReread",
  "errorsRepeated",
  "commandsRerun",
  "questionsRepeated",
  "callsToResume",
  "tokensRespent",
] as const;

export type AftermathMeasure = (typeof AFTERMATH_MEASURES)[number];

export const AFTERMATH_DEFINITIONS: Record<
  AftermathMeasure,
  { title: string; definition: string }
> = {
  filesReread: {
    title: "Files read again",
    definition:
      "A file the main thread Read (by file_path) between the previous compaction (or the start) " +
      "and this one, and Read again after this one, before the next compaction or the end of the " +
      "file. One row per file, at its first re-read; its tokens are the estimate of that result " +
      "(characters over the session's characters per token), not the next call's growth, since a " +
      "call after several results grew by all of them. Restored: the client had already put the " +
      "file back as an attachment after the boundary, so the re-read bought nothing.",
  },
  errorsRepeated: {
    title: "Errors met again",
    definition:
      "A tool result marked is_error after the compaction whose text, lowercased, with paths, " +
      "hex, numbers and line numbers replaced and cut to its first 300 characters, is the same " +
      "as a failed result in the summarised range. One row per distinct error, at its first " +
      "meeting after the compaction against its last meeting before.",
  },
  commandsRerun: {
    title: "Commands run again",
    definition:
      "A shell command (Bash) run in the summarised range and run again, the same text up to " +
      "spacing, after the compaction. Counted once per command, at its first re-run: later runs " +
      "are the work going on. Its tokens are the estimate of that run's result.",
  },
  questionsRepeated: {
    title: "Requests repeated",
    definition:
      "A message the user typed after the compaction whose content words (lowercased, stop words " +
      `left out) have a Jaccard similarity of at least ${SIMILAR_FROM} with a message the user ` +
      `typed in the summarised range. Messages of fewer than ${MIN_WORDS} content words and ` +
      "slash-command markup are left out. Each is shown beside the earlier message it repeats.",
  },
  callsToResume: {
    title: "Calls to resume",
    definition:
      `The current work is the files the main thread's tools touched in the last ${CURRENT_WORK_CALLS} ` +
      "calls before the compaction. The agent is back at it on the first call after the " +
      "compaction that edits one of them (Edit, Write, MultiEdit, NotebookEdit) or, when that " +
      "work only read, that uses any tool on one. Calls to resume counts the calls before that " +
      "one; tokens to resume is what the context grew by from the first call after the " +
      "compaction to it. None when the agent never went back before the next compaction.",
  },
  tokensRespent: {
    title: "Tokens and dollars re-spent",
    definition:
      "Tokens to resume, plus the re-reads and command re-runs after the resuming call (those " +
      "before it are inside tokens to resume already). Dollars: each part at the cache-write " +
      "rate of the call whose input first carried it, from the session's own model and tier.",
  },
};

/**
 * What a sweep's aftermath figure is: the exposure of each compaction, measured on what the
 * session really did next, never an observed aftermath (the replay's compactions did not happen).
 */
export const EXPOSURE_DEFINITION = {
  title: "Aftermath exposure per compaction",
  definition:
    "For each compaction a setting makes (the recorded row: each compaction the session really " +
    "made), the session is cut at that compaction's call, and the aftermath's file and resume " +
    "measures are computed on what the session really did next, up to the setting's next " +
    "compaction: files Read in the range it summarised and Read again after it (with the " +
    "estimate of the re-read's result; files its post-compact context restored still count), " +
    "the calls until the agent was back at the files of its last calls, and the tokens " +
    "re-spent (tokens to resume plus the re-reads after the resuming call). This is the " +
    "exposure measured on what the session really did next, not an observed aftermath: the " +
    "session never compacted where a replay moves a compaction, and after a real compaction it " +
    "may re-read for that compaction's sake. Commands run again, errors met again and requests " +
    "repeated need the transcript's text, which the sweep does not read, so they are not part " +
    "of it: the compaction page's tokens re-spent can be higher. Per setting: the compactions " +
    "measured, tokens re-spent per compaction (median and p90 by nearest rank, over every " +
    "compaction of every session) and in total, and the share of compactions after which a " +
    "file was read again. A setting whose sessions made no compaction has no figure.",
} as const;

/** What a summary batch's aftermath table counts, per template/variant over its points. */
export const BATCH_AFTERMATH_DEFINITION = {
  title: "Aftermath per variant",
  definition:
    "Each summary the batch wrote at a recorded compaction is scored against that compaction's " +
    "reference set, the facts the session went on to need (as Aftermath carried scores it). Per " +
    "template/variant, over the batch's points: the share of a point's facts carried (median and " +
    "p90 by nearest rank, over points with a fact), the facts carried of all by kind, and the " +
    "tokens the session re-spent on facts the summary did NOT carry: a file's re-read and a " +
    "command's re-run as the aftermath measured them (errors, decisions and the next step have no " +
    "tokens of their own), per point (median, p90) and in all, with their dollars at the " +
    "session's prices (each point's re-spent dollars per re-spent token). A replayed point has no " +
    "aftermath and a variant that wrote nothing is not scored: both are counted as unscored. The " +
    "variant that re-spent least on missed facts comes first.",
} as const;
