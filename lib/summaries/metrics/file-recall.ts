import { rangeFacts } from "../range-facts";
import type { Metric } from "./metric";
import { recallValue } from "./recall-value";

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A name standing on its own: not inside a longer name or path segment. */
const mentions = (summary: string, name: string) =>
  new RegExp(`(?<![\\w.-])${escape(name)}(?![\\w-]|\\.\\w)`).test(summary);

/** Whether the summary names a file: its full path, a path ending in it, or its unambiguous basename. */
function isFileNamed(summary: string, path: string, ambiguous: Set<string>): boolean {
  if (summary.includes(path)) return true;
  const segments = path.split("/").filter(Boolean);
  for (let i = 0; i < segments.length - 1; i++)
    if (mentions(summary, segments.slice(i).join("/"))) return true;
  const base = basename(path);
  return !ambiguous.has(base) && mentions(summary, base);
}

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
    const seen = new Set<string>();
    const ambiguous = new Set<string>();
    for (const base of files.map(basename)) (seen.has(base) ? ambiguous : seen).add(base);
    const missed = files.filter((path) => !isFileNamed(summary, path, ambiguous));
    return recallValue(files, missed, "no files touched in the range");
  },
};
