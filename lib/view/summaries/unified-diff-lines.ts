export type DiffLineKind = "file" | "hunk" | "added" | "removed" | "context" | "note";

export type DiffLine = {
  kind: DiffLineKind;
  /** The line without its +/-/space mark. */
  text: string;
  oldLine: number | null;
  newLine: number | null;
};

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * A unified diff (the templates API's `patch`, jsdiff `createTwoFilesPatch`) as lines to draw:
 * file headers, hunk headers, added, removed and context lines with their line numbers in the
 * old and the new text. "\ No newline at end of file" is a note. Nothing is interpreted as
 * markup.
 *
 * @example
 * toDiffLines("@@ -1 +1 @@\n-old\n+new")
 * // [{ kind: "hunk", ... }, { kind: "removed", text: "old", oldLine: 1, newLine: null }, { kind: "added", text: "new", oldLine: null, newLine: 1 }]
 */
export function toDiffLines(patch: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (const raw of patch.replace(/\r\n?/g, "\n").split("\n")) {
    const hunk = HUNK.exec(raw);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      inHunk = true;
      lines.push({ kind: "hunk", text: raw, oldLine: null, newLine: null });
    } else if (!inHunk) {
      if (raw.trim() !== "") lines.push({ kind: "file", text: raw, oldLine: null, newLine: null });
    } else if (raw.startsWith("+")) {
      lines.push({ kind: "added", text: raw.slice(1), oldLine: null, newLine: newLine++ });
    } else if (raw.startsWith("-")) {
      lines.push({ kind: "removed", text: raw.slice(1), oldLine: oldLine++, newLine: null });
    } else if (raw.startsWith(" ")) {
      lines.push({ kind: "context", text: raw.slice(1), oldLine: oldLine++, newLine: newLine++ });
    } else if (raw.startsWith("\\")) {
      lines.push({ kind: "note", text: raw, oldLine: null, newLine: null });
    }
  }
  return lines;
}

/** How many lines were added and removed, for the diff's heading. */
export function countDiffLines(lines: readonly DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.kind === "added").length,
    removed: lines.filter((line) => line.kind === "removed").length,
  };
}
