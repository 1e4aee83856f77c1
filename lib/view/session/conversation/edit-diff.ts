import { diffLines } from "diff";

export type DiffLine = { kind: "added" | "removed" | "same"; text: string };

/** One replacement of a file edit, as a list of lines and its counts. */
export type DiffHunk = { lines: DiffLine[]; added: number; removed: number };

/** Lines of unchanged text kept around a change; the rest folds to "… N unchanged lines". */
const CONTEXT_LINES = 3;

function splitLines(text: string): string[] {
  const lines = text.split("\n");
  // diffLines keeps the newline in each part: a trailing one is not an extra empty line.
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Long unchanged runs keep CONTEXT_LINES at each side of a change and a count in between. */
function foldUnchanged(lines: string[], isFirst: boolean, isLast: boolean): DiffLine[] {
  const head = isFirst ? 0 : CONTEXT_LINES;
  const tail = isLast ? 0 : CONTEXT_LINES;
  if (lines.length <= head + tail + 1) return lines.map((text) => ({ kind: "same", text }));
  const hidden = lines.length - head - tail;
  return [
    ...lines.slice(0, head).map((text) => ({ kind: "same" as const, text })),
    { kind: "same", text: `… ${hidden} unchanged line${hidden === 1 ? "" : "s"}` },
    ...lines.slice(lines.length - tail).map((text) => ({ kind: "same" as const, text })),
  ];
}

/**
 * The lines an edit removed and added, as a reader of a code review sees them: removed lines
 * first, then added ones, unchanged stretches folded to their count.
 *
 * @example
 * toDiffHunk("a\nb\n", "a\nc\n").lines
 * // [{ kind: "same", text: "a" }, { kind: "removed", text: "b" }, { kind: "added", text: "c" }]
 */
export function toDiffHunk(before: string, after: string): DiffHunk {
  // An edit's strings end wherever the model cut them: a missing final newline is no change.
  const parts = diffLines(before, after, { ignoreNewlineAtEof: true });
  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  parts.forEach((part, index) => {
    const texts = splitLines(part.value);
    if (part.added) {
      added += texts.length;
      lines.push(...texts.map((text) => ({ kind: "added" as const, text })));
    } else if (part.removed) {
      removed += texts.length;
      lines.push(...texts.map((text) => ({ kind: "removed" as const, text })));
    } else {
      lines.push(...foldUnchanged(texts, index === 0, index === parts.length - 1));
    }
  });
  return { lines, added, removed };
}
