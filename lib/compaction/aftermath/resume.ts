import type { CompactionWindow } from "./compaction-windows";

/**
 * Calls before the compaction whose files make the "current work": about two or three rounds
 * of read-edit-test, which the last ten calls of real sessions hold, while a longer span
 * reaches work already finished.
 */
export const CURRENT_WORK_CALLS = 10;

/** Tools that change a file. */
export const EDIT_TOOLS: ReadonlySet<string> = new Set([
  "Edit",
  "Write",
  "MultiEdit",
  "NotebookEdit",
]);

export type Resume = {
  currentWork: string[];
  /** Index into the calls after the compaction of the first call back at work; null: none. */
  resumedAt: number | null;
  tokensToResume: number | null;
};

/**
 * When the agent was back at the work the compaction interrupted: the first call after it
 * with a tool use on a file of the current work (the files of the last CURRENT_WORK_CALLS
 * calls), an edit when that work was editing, any tool when it was only reading. Tokens to
 * resume: what the context grew by from the first call after the compaction to that one.
 *
 * @example
 * findResume(window) // { currentWork: ["/p/a.ts"], resumedAt: 2, tokensToResume: 6_400 }
 */
export function findResume(window: CompactionWindow): Resume {
  const fromCall = window.compaction.atCall - CURRENT_WORK_CALLS;
  const recent = window.before.toolUses.filter((u) => u.call >= fromCall && u.filePath !== null);
  const currentWork = [...new Set(recent.map((u) => u.filePath as string))];
  const wasEditing = recent.some((u) => EDIT_TOOLS.has(u.name));
  const work = new Set(currentWork);
  const back = window.after.toolUses.find(
    (u) => u.filePath !== null && work.has(u.filePath) && (!wasEditing || EDIT_TOOLS.has(u.name)),
  );
  const first = window.callsAfter[0];
  if (back === undefined || first === undefined)
    return { currentWork, resumedAt: null, tokensToResume: null };
  const resumedAt = back.call - first.sourceIndex;
  const resuming = window.callsAfter[resumedAt] ?? first;
  return {
    currentWork,
    resumedAt,
    tokensToResume: Math.max(0, resuming.contextTokens - first.contextTokens),
  };
}
