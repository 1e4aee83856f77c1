import { ambiguousBasenames, namesFile } from "../names-file";
import { rangeFacts } from "../range-facts";
import type { Metric } from "./metric";
import { recallValue } from "./recall-value";

/** The share of files the range touched that the summary names. */
export const fileRecallMetric: Metric = {
  id: "file-recall",
  label: "Files kept",
  definition:
    "The share of the files the range touched that the summary names. Files touched are the " +
    "paths in tool inputs (file_path, notebook_path, or a path with a file extension: Read, " +
    "Write, Edit, NotebookEdit and the like) and the absolute file paths in shell commands " +
    "(Bash). Paths that only appear in tool results (tracebacks, listings, search hits) were " +
    "seen, not touched, and Claude Code's own files (transcripts, saved tool results, task " +
    "output under /tmp/claude-*) are not the session's work: neither counts. A file counts as named when the " +
    "summary contains its full path, a trailing part of it with at least one directory " +
    "(src/app.ts for /repo/src/app.ts), or its bare file name when no other touched file has " +
    "the same name. The missed files are listed. Higher is better.",
  better: "higher",
  readsRange: true,
  compute: ({ summary, messages }) => {
    const { files } = rangeFacts(messages);
    const ambiguous = ambiguousBasenames(files);
    const missed = files.filter((path) => !namesFile(summary, path, ambiguous));
    return recallValue(files, missed, "no files touched in the range");
  },
};
