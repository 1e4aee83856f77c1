import type { PtlMessage } from "./truncate-head";
import type { ReplayContext } from "../../replay/replay-context";

/**
 * The messages a summarization request would carry at call k, by size, for the PTL loop:
 * a head (summary and whatever preceded the first round) then one assistant message and one
 * user message (its tool results) per API round since the last compaction. Only built when
 * a request is too long, so its cost (the records since the last compaction) is rare.
 */
export function buildPtlMessages(ctx: ReplayContext, k: number, count: number): PtlMessage[] {
  const { index, model } = ctx;
  const startCall = ctx.lastCompaction?.call ?? 0;
  const rounds: PtlMessage[] = [];
  let inRounds = 0;
  for (let j = startCall; j < k; j++) {
    let assistant = 0;
    let user = 0;
    const end = index.firstEntry[j + 1] ?? model.entries.length;
    for (let e = index.firstEntry[j] ?? 0; e < end; e++) {
      if (index.isArtifact[e] === 1) continue;
      const tokens = index.entryTokens[e] ?? 0;
      if (model.entries[e]?.type === "assistant") assistant += tokens;
      else user += tokens;
    }
    const roundId = index.calls[j]?.messageId ?? String(j);
    rounds.push({ role: "assistant", tokens: assistant, roundId }, { role: "user", tokens: user });
    inRounds += assistant + user;
  }
  const baseOverhead = ctx.config.baseOverheadTokens ?? index.baseOverhead;
  const head = Math.max(0, count - baseOverhead - inRounds);
  return [{ role: "user", tokens: head }, ...rounds];
}
