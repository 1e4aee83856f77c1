import type { Entry } from "../../../transcript/model";
import { isTypedUserMessage } from "../../replay/estimate-tokens";

/**
 * Where Gemini CLI cuts the history it compresses (`findCompressSplitPoint`): the first user
 * prompt (not a tool result) at which the size before it reaches `1 - preserve` of the whole;
 * failing that, after everything when the history ends in a model answer that calls no tool,
 * else the last user prompt. Entries [from, to) are the history; sizes are `tokensOf`.
 * Answers the entry the kept part starts at (`to`: nothing kept), or null when nothing comes
 * before it (one prompt in the whole history: Gemini CLI compresses nothing).
 *
 * @example
 * findSplitPoint(entries, 0, 40, { preserve: 0.3, tokensOf, isCounted }) // 31
 */
export function findSplitPoint(
  entries: readonly Entry[],
  from: number,
  to: number,
  options: { preserve: number; tokensOf: (e: number) => number; isCounted: (e: number) => boolean },
): number | null {
  let total = 0;
  for (let e = from; e < to; e++) if (options.isCounted(e)) total += options.tokensOf(e);
  const target = total * (1 - options.preserve);
  let cumulative = 0;
  let lastPrompt: number | null = null;
  let split: number | null = null;
  let before = 0;
  for (let e = from; e < to && split === null; e++) {
    const entry = entries[e];
    if (entry === undefined || !options.isCounted(e)) continue;
    if (isTypedUserMessage(entry)) {
      if (cumulative >= target) split = e;
      else {
        lastPrompt = e;
        before = cumulative;
      }
    }
    if (split === null) cumulative += options.tokensOf(e);
  }
  if (split !== null) return cumulative > 0 ? split : null;
  const last = lastCounted(entries, from, to, options.isCounted);
  const endsInAnswer =
    last !== null && last.type === "assistant" && !last.blocks.some((b) => b.kind === "tool_use");
  if (endsInAnswer) return total > 0 ? to : null;
  return lastPrompt !== null && before > 0 ? lastPrompt : null;
}

function lastCounted(
  entries: readonly Entry[],
  from: number,
  to: number,
  isCounted: (e: number) => boolean,
): Entry | null {
  for (let e = to - 1; e >= from; e--) if (isCounted(e)) return entries[e] ?? null;
  return null;
}
