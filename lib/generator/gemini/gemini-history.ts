/** One message of the history Gemini CLI sends, by size: a typed prompt or anything else. */
export type HistoryItem = { isPrompt: boolean; chars: number };

/** Gemini CLI counts about 4 characters a token when it estimates (and so does the replay). */
export const CHARS_PER_TOKEN = 4;

export const tokensOf = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);

/**
 * Where Gemini CLI would cut this history when it compresses (keep the newest 30% by
 * characters, cut before a prompt; failing that, after everything when the history ends in an
 * answer): the index the kept part starts at, or null when nothing would come before the cut
 * (then it compresses nothing).
 */
export function splitHistory(
  history: readonly HistoryItem[],
  endsInAnswer: boolean,
  preserve = 0.3,
): number | null {
  const total = history.reduce((sum, item) => sum + item.chars, 0);
  const target = total * (1 - preserve);
  let cumulative = 0;
  let lastPrompt: number | null = null;
  for (const [i, item] of history.entries()) {
    if (item.isPrompt) {
      if (cumulative >= target && cumulative > 0) return i;
      if (cumulative > 0) lastPrompt = i;
    }
    cumulative += item.chars;
  }
  if (endsInAnswer && cumulative > 0) return history.length;
  return lastPrompt;
}
