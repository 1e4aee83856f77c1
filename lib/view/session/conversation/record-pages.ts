/** A range of rows whose records one `GET /records?from&to` brings. */
export type RecordPage = { from: number; to: number; firstRow: number; lastRow: number };

/** The records endpoint answers at most 500 lines (app/api/transcripts/[id]/records). */
export const MAX_PAGE_LINES = 500;
/** Rows per request: a screen or two of messages, so a jump fetches little. */
export const MAX_PAGE_ROWS = 40;

/**
 * Cuts the rows (their file lines, ascending) into pages of at most `maxRows` rows spanning
 * at most `maxLines` lines, in order; `pageOfRow[i]` is row i's page.
 *
 * @example
 * planRecordPages([1, 2, 900], 500, 40).pages // [{ from: 1, to: 2, ... }, { from: 900, to: 900, ... }]
 */
export function planRecordPages(
  lines: readonly number[],
  maxLines = MAX_PAGE_LINES,
  maxRows = MAX_PAGE_ROWS,
): { pages: RecordPage[]; pageOfRow: number[] } {
  const pages: RecordPage[] = [];
  const pageOfRow: number[] = new Array(lines.length);
  let start = 0;
  while (start < lines.length) {
    const from = lines[start]!;
    let end = start;
    while (end + 1 < lines.length && end + 1 - start < maxRows && lines[end + 1]! - from < maxLines)
      end++;
    for (let row = start; row <= end; row++) pageOfRow[row] = pages.length;
    pages.push({ from, to: lines[end]!, firstRow: start, lastRow: end });
    start = end + 1;
  }
  return { pages, pageOfRow };
}
