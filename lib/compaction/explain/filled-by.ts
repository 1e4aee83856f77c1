import type { Entry } from "../../transcript/model";
import { estimateBlockTokens, estimateEntryTokens } from "../replay/estimate-tokens";
import type { ReplayConfig } from "../config/replay-config";

/** What filled the context besides tool results (SPEC §5 explanations), each from 0. */
const NO_FILL = {
  systemPromptAndTools: 0,
  toolUses: 0,
  assistantText: 0,
  thinking: 0,
  userText: 0,
  metaMessages: 0,
  images: 0,
  attachments: 0,
  previousSummary: 0,
  restoredFiles: 0,
  restoredAttachments: 0,
};

export type FillCategory = keyof typeof NO_FILL;

/** Estimated tokens by category (every one, 0 when none) and tool results by tool name. */
export type FilledBy = Record<FillCategory, number> & {
  /** Largest first; "unknown" for a result whose tool_use is not in the file. */
  toolResults: { tool: string; tokens: number }[];
};

/** Accumulates `FilledBy` record by record. */
export class FilledByTally {
  private readonly categories: Record<FillCategory, number>;
  private readonly tools = new Map<string, number>();

  constructor(systemPromptAndTools: number) {
    this.categories = { ...NO_FILL, systemPromptAndTools };
  }

  /** Sorts one record's estimate; `isArtifact`: a recorded compaction put it there. */
  add(entry: Entry, isArtifact: boolean, toolNames: ReadonlyMap<string, string>, c: ReplayConfig) {
    const categories = this.categories;
    if (isArtifact) {
      const category =
        entry.type === "user"
          ? "previousSummary"
          : entry.attachmentFile
            ? "restoredFiles"
            : "restoredAttachments";
      categories[category] += estimateEntryTokens(entry, c);
      return;
    }
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
      else if (entry.type === "assistant")
        categories[
          block.kind === "tool_use"
            ? "toolUses"
            : block.kind === "thinking"
              ? "thinking"
              : "assistantText"
        ] += tokens;
      else categories[entry.isMeta ? "metaMessages" : "userText"] += tokens;
    }
  }

  result(): FilledBy {
    const toolResults = [...this.tools]
      .filter(([, tokens]) => tokens > 0)
      .map(([tool, tokens]) => ({ tool, tokens }))
      .sort((a, b) => b.tokens - a.tokens || a.tool.localeCompare(b.tool));
    return { ...this.categories, toolResults };
  }
}
