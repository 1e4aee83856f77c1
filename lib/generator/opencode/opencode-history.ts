/** One message of the history OpenCode sends, by size, and whether it starts a turn (a prompt). */
export type HistoryItem = { id: string; isPrompt: boolean; chars: number };

/** OpenCode estimates about 4 characters a token (its Token.estimate). */
export const tokensOf = (chars: number) => Math.round(chars / 4);

/**
 * Where OpenCode's kept tail starts in this history (`SessionCompaction.select`): from the
 * newest turn back, whole turns while they fit the budget, then the first later message of the
 * turn that does not fit whose rest fits; the history's length when nothing is kept or when
 * the tail would be the whole history.
 */
export function keptTailStart(history: readonly HistoryItem[], budget: number): number {
  const starts = history.flatMap((item, i) => (item.isPrompt ? [i] : []));
  const size = (from: number, to: number) =>
    history.slice(from, to).reduce((sum, item) => sum + tokensOf(item.chars), 0);
  let kept = 0;
  let start: number | null = null;
  for (let t = starts.length - 1; t >= 0; t--) {
    const from = starts[t] ?? 0;
    const to = starts[t + 1] ?? history.length;
    const turn = size(from, to);
    if (kept + turn <= budget) {
      kept += turn;
      start = from;
      continue;
    }
    for (let i = from + 1; i < to && budget - kept > 0; i++) {
      if (size(i, to) <= budget - kept) {
        start = i;
        break;
      }
    }
    break;
  }
  return start === null || start === 0 ? history.length : start;
}
