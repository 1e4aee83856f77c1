import { CHARS_PER_TOKEN } from "../compaction/mechanisms/threshold/config";

/** A text's tokens at the engine's rough rate (seed 002: 4 characters a token), rounded up. */
export function estimateTextTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
