import type { Highlight } from "../../contracts/search";

export type SnippetSegment = { text: string; isMatch: boolean };

/**
 * A snippet cut into plain-text pieces at its highlights, for the page to draw as text (a
 * matched piece in <mark>): no HTML from a transcript is ever made. Ranges out of order,
 * overlapping or out of bounds (the answer is data from outside) are clamped and merged.
 *
 * @example toSnippetSegments("use nix", [{ start: 4, end: 7 }]) // [{ text: "use ", isMatch: false }, { text: "nix", isMatch: true }]
 */
export function toSnippetSegments(
  snippet: string,
  highlights: readonly Highlight[],
): SnippetSegment[] {
  const ranges = highlights
    .map(({ start, end }) => ({
      start: Math.max(0, Math.min(snippet.length, start)),
      end: Math.max(0, Math.min(snippet.length, end)),
    }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const segments: SnippetSegment[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    if (end <= from) continue;
    if (from > at) segments.push({ text: snippet.slice(at, from), isMatch: false });
    segments.push({ text: snippet.slice(from, end), isMatch: true });
    at = end;
  }
  if (at < snippet.length) segments.push({ text: snippet.slice(at), isMatch: false });
  return segments;
}
