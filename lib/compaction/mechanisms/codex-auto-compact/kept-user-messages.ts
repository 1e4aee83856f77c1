import type { Entry } from "../../../transcript/model";
import { isTypedUserMessage } from "../../replay/estimate-tokens";

const textChars = (entry: Entry): number =>
  entry.blocks.reduce((sum, block) => sum + (block.kind === "text" ? block.chars : 0), 0);

export type KeptUserMessages = {
  tokens: number;
  /** How many messages are kept, the oldest of them possibly cut to what was left. */
  messages: number;
  isTruncated: boolean;
  /** Entry of the oldest message kept; null when none. */
  oldestEntry: number | null;
};

/**
 * The user messages Codex's rebuilt history keeps verbatim (`build_compacted_history` in
 * codex-rs/core/src/compact.rs): newest first while they fit the budget, the first that does
 * not fit cut to what remains, then no more; each counted at `charsPerToken` characters a token
 * (its own byte approximation). Walks back from `to` only as far as the budget reaches.
 *
 * @example
 * planKeptUserMessages(entries, 40, { budgetTokens: 20_000, charsPerToken: 4, isCounted }).tokens
 */
export function planKeptUserMessages(
  entries: readonly Entry[],
  to: number,
  options: { budgetTokens: number; charsPerToken: number; isCounted: (e: number) => boolean },
): KeptUserMessages {
  let remaining = options.budgetTokens;
  let messages = 0;
  let oldestEntry: number | null = null;
  let isTruncated = false;
  for (let e = to - 1; e >= 0 && remaining > 0; e--) {
    const entry = entries[e];
    if (entry === undefined || !options.isCounted(e) || !isTypedUserMessage(entry)) continue;
    const tokens = Math.ceil(textChars(entry) / options.charsPerToken);
    messages += 1;
    oldestEntry = e;
    if (tokens > remaining) {
      isTruncated = true;
      remaining = 0;
      break;
    }
    remaining -= tokens;
  }
  return { tokens: options.budgetTokens - remaining, messages, isTruncated, oldestEntry };
}
