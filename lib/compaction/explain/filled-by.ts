import type { Entry } from "../../transcript/model";
import { estimateBlockTokens, estimateEntryTokens } from "../replay/estimate-tokens";
import type { ReplayConfig } from "../config/replay-config";
import type { CarriedOver } from "./carried-over";

/**
 * What the calls added since the previous compaction besides tool results, each from 0. The
 * system prompt and tools count as added only before a first compaction: the session started
 * from nothing. After a compaction they are part of what it carried over.
 */
const NO_FILL = {
  systemPromptAndTools: 0,
  toolUses: 0,
  assistantText: 0,
  thinking: 0,
  userText: 0,
  metaMessages: 0,
  images: 0,
  attachments: 0,
};

export type FillCategory = keyof typeof NO_FILL;

/**
 * One stretch between compactions, split so that it adds up: the categories and
 * `toolResults` are what the calls added (estimated), `notAttributed` is the rest of the
 * count's growth (`tokensSincePrevious` minus the estimates; negative when the estimate is
 * larger than the growth), and `carriedOver` is what the context held when the stretch began.
 * Categories plus tool results plus `notAttributed` equal `tokensSincePrevious` exactly.
 */
export type FilledBy = Record<FillCategory, number> & {
  /** Largest first; "unknown" for a result whose tool_use is not in the file. */
  toolResults: { tool: string; tokens: number }[];
  notAttributed: number;
  /**
   * Thinking blocks the file keeps without their text (newer versions write only a signature):
   * their tokens are part of `notAttributed`, never a measured 0.
   */
  unrecordedThinkingBlocks: number;
  carriedOver: CarriedOver;
};

/** Accumulates the added part of `FilledBy` record by record. */
export class FilledByTally {
  private readonly categories: Record<FillCategory, number>;
  private readonly tools = new Map<string, number>();
  private unrecordedThinking = 0;

  constructor(systemPromptAndTools: number) {
    this.categories = { ...NO_FILL, systemPromptAndTools };
  }

  /** Sorts one record's estimate by what it is. */
  add(entry: Entry, toolNames: ReadonlyMap<string, string>, c: ReplayConfig) {
    const categories = this.categories;
    if (entry.type === "attachment") {
      categories.attachments += estimateEntryTokens(entry, c);
      return;
    }
    for (const block of entry.blocks) {
      const tokens = estimateBlockTokens(block, c);
      if (block.kind === "tool_result") {
        const tool = toolNames.get(block.toolUseId) ?? "unknown";
        this.tools.set(tool, (this.tools.get(tool) ?? 0) + tokens);
      } else if (block.kind === "image" || block.kind === "document") categories.images += tokens;
      else if (entry.type === "assistant") {
        if (block.kind === "thinking" && block.chars === 0) this.unrecordedThinking += 1;
        categories[
          block.kind === "tool_use"
            ? "toolUses"
            : block.kind === "thinking"
              ? "thinking"
              : "assistantText"
        ] += tokens;
      } else categories[entry.isMeta ? "metaMessages" : "userText"] += tokens;
    }
  }

  /** The tally against the growth it explains: what it does not cover is `notAttributed`. */
  result(tokensSincePrevious: number, carriedOver: CarriedOver): FilledBy {
    const toolResults = [...this.tools]
      .filter(([, tokens]) => tokens > 0)
      .map(([tool, tokens]) => ({ tool, tokens }))
      .sort((a, b) => b.tokens - a.tokens || a.tool.localeCompare(b.tool));
    const estimated =
      Object.values(this.categories).reduce((sum, tokens) => sum + tokens, 0) +
      toolResults.reduce((sum, part) => sum + part.tokens, 0);
    return {
      ...this.categories,
      toolResults,
      notAttributed: tokensSincePrevious - estimated,
      unrecordedThinkingBlocks: this.unrecordedThinking,
      carriedOver,
    };
  }
}
