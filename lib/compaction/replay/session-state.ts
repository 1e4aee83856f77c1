import type { Entry } from "../../transcript/model";
import type { ClearedToolResult } from "./compaction-facts";
import { estimateBlockTokens, type ReplacedToolResults } from "./estimate-tokens";
import type { ReplayConfig } from "../config/replay-config";
import { ToolResultQueue } from "./tool-result-queue";

export type FileRead = { path: string; order: number; tokens: number; entry: number };
export type SkillUse = { order: number; tokens: number };

/** Restoration skips the plan, CLAUDE.md and the transcript itself (seed 004 U97). */
export function isExcludedFromRestore(path: string): boolean {
  return (
    path.endsWith("CLAUDE.md") ||
    path.includes("/.claude/plans/") ||
    (path.endsWith(".jsonl") && path.includes("/.claude/projects/"))
  );
}

/**
 * What the replayed session holds between compactions, fed record by record: the tool
 * results microcompact may clear, the files read (for restoration), the latest todo list,
 * plan and skills, thinking, and the time of the last assistant message.
 */
export class SessionState {
  compactable = new ToolResultQueue();
  apiClearable = new ToolResultQueue();
  files = new Map<string, FileRead>();
  skills: SkillUse[] = [];
  todoTokens = 0;
  planTokens = 0;
  thinkingActive = 0;
  lastTurnThinking = 0;
  lastAssistantTime: number | null = null;
  /** Tool results microcompaction cleared since the last compaction, oldest first. */
  cleared: ClearedToolResult[] = [];
  /** tool_use blocks since the last session-memory extraction. */
  toolUsesSinceExtraction = 0;
  /** tool_use blocks of the latest message.id ("no tool calls in the last turn", seed 003). */
  toolUsesInLastMessage = 0;
  private lastMessageId: string | null = null;
  private order = 0;
  private readonly seen = new Set<string>();
  private readonly pendingReads = new Map<string, string>();
  private readonly pendingSkills = new Set<string>();
  private readonly compactableTools: Set<string>;
  private readonly apiTools: Set<string>;

  constructor(
    private readonly config: ReplayConfig,
    private readonly toolNames: ReadonlyMap<string, string>,
    /** Tool results the API was sent shorter (estimate-tokens.ts): what clearing them saves. */
    private readonly replaced?: ReplacedToolResults,
  ) {
    this.compactableTools = new Set(config.compactableTools);
    this.apiTools = new Set(config.apiClearTools);
  }

  consume(entry: Entry, e: number): void {
    if (entry.type === "assistant" && entry.model !== "<synthetic>") this.consumeAssistant(entry);
    else if (entry.type === "user") this.consumeUser(entry, e);
  }

  private consumeAssistant(entry: Entry): void {
    if (entry.timestamp !== null) this.lastAssistantTime = entry.timestamp;
    if (entry.messageId !== this.lastMessageId) {
      this.lastMessageId = entry.messageId;
      this.lastTurnThinking = 0;
      this.toolUsesInLastMessage = 0;
    }
    for (const block of entry.blocks) {
      if (block.kind === "thinking") {
        const tokens = estimateBlockTokens(block, this.config);
        this.thinkingActive += tokens;
        this.lastTurnThinking += tokens;
      } else if (block.kind === "tool_use") {
        this.toolUsesSinceExtraction += 1;
        this.toolUsesInLastMessage += 1;
        if (block.name === "Read" && block.filePath !== undefined)
          this.pendingReads.set(block.id, block.filePath);
        else if (block.name === "TodoWrite")
          this.todoTokens = estimateBlockTokens(block, this.config);
        else if (block.name === "ExitPlanMode")
          this.planTokens = estimateBlockTokens(block, this.config);
        else if (block.name === "Skill") this.pendingSkills.add(block.id);
      }
    }
  }

  private consumeUser(entry: Entry, e: number): void {
    for (const block of entry.blocks) {
      if (block.kind !== "tool_result" || this.seen.has(block.toolUseId)) continue;
      this.seen.add(block.toolUseId);
      const id = block.toolUseId;
      const tokens = estimateBlockTokens(block, this.config, this.replaced);
      const name = this.toolNames.get(id) ?? "";
      if (this.compactableTools.has(name)) this.compactable.push(id, tokens, e);
      if (this.apiTools.has(name)) this.apiClearable.push(id, tokens, e);
      const path = this.pendingReads.get(id);
      if (path !== undefined && !block.isError && !isExcludedFromRestore(path)) {
        this.files.set(path, { path, order: ++this.order, tokens, entry: e });
      }
      if (this.pendingSkills.has(id)) this.skills.push({ order: ++this.order, tokens });
    }
  }

  /** Clears the oldest `count` results of one queue and keeps the other queue in step. */
  clearOldest(queue: "compactable" | "apiClearable", count: number): number {
    const [from, other] =
      queue === "compactable"
        ? [this.compactable, this.apiClearable]
        : [this.apiClearable, this.compactable];
    const { cleared, saved } = from.clearOldest(count);
    for (const result of cleared) other.remove(result.toolUseId);
    this.cleared.push(...cleared);
    return saved;
  }

  /** After a full compaction: only the summary and the restored files and skills remain. */
  resetAfterCompaction(files: readonly FileRead[], skills: readonly SkillUse[]): void {
    this.compactable = new ToolResultQueue();
    this.apiClearable = new ToolResultQueue();
    this.files = new Map(files.map((file) => [file.path, file]));
    this.skills = [...skills];
    this.thinkingActive = 0;
    this.lastTurnThinking = 0;
    this.cleared = [];
  }

  /** After a session-memory compaction: results before the kept window are summarised. */
  dropBefore(entry: number): void {
    this.compactable.dropBefore(entry);
    this.apiClearable.dropBefore(entry);
    this.cleared = [];
  }
}
