import type { RecordedCompaction } from "../../transcript/model";

/** The trigger of a compaction taken as given because a resume copied its boundary. */
export const RESUME_TRIGGER = "resume";

/** A compact_boundary whose parent is not in the file: copied from another session (a resume). */
export function isCopiedBoundary(compaction: RecordedCompaction): boolean {
  return compaction.form === "boundary" && !compaction.parentInFile;
}
