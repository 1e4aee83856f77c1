import {
  computeThresholds,
  type Thresholds,
} from "../compaction/mechanisms/threshold/compute-thresholds";
import {
  estimateBlockTokens,
  estimateEntryTokens,
  isCountedEntry,
} from "../compaction/replay/estimate-tokens";
import {
  planLegacyMicrocompact,
  type MicrocompactPlan,
} from "../compaction/mechanisms/legacy-microcompact/plan";
import { PROFILES, type ProfileId } from "../compaction/config/profiles";
import type { ReplayConfig } from "../compaction/config/replay-config";
import { profileForVersion } from "../compaction/config/resolve-profile";
import { charsPerTokenOf } from "../compaction/mechanisms/threshold/chars-per-token";
import { ToolResultQueue } from "../compaction/replay/tool-result-queue";
import { readEntry } from "../transcript/read-entry";
import type { JsonRecord } from "./record-factory";

/**
 * What the check before a main-thread call sees in the version the generator imitates, counted
 * the way the replay engine counts (its profile for that version, its estimates of the records
 * as parsed): so a generated session compacts and microcompacts where `auto` replays it.
 * Fed every main-file record as it is written.
 */
export class EngineCount {
  readonly profile: ProfileId;
  readonly config: ReplayConfig;
  readonly thresholds: Thresholds;
  /** Tool results legacy microcompact may clear, oldest first, with the engine's estimates. */
  private queue = new ToolResultQueue();
  private readonly toolNames = new Map<string, string>();
  private readonly compactable: Set<string>;
  private lastMessageId: string | null = null;
  private afterFirst = 0;
  private afterLast = 0;

  constructor(version: string, window: number, model: string | null = null) {
    this.profile = profileForVersion(version).id;
    const divisor = charsPerTokenOf(model, version);
    const values = PROFILES[this.profile].values;
    this.config = divisor === null ? values : { ...values, charsPerToken: divisor };
    this.thresholds = computeThresholds(this.config, window);
    this.compactable = new Set(this.config.compactableTools);
  }

  observe(record: JsonRecord): void {
    const entry = readEntry(record, 0, 0).entry;
    if (entry === null || entry.isSidechain) return;
    if (entry.type === "assistant" && entry.model !== "<synthetic>" && entry.messageId !== null) {
      for (const block of entry.blocks)
        if (block.kind === "tool_use") this.toolNames.set(block.id, block.name);
      if (entry.messageId !== this.lastMessageId) {
        this.lastMessageId = entry.messageId;
        this.afterFirst = 0;
      } else if (isCountedEntry(entry)) this.afterFirst += estimateEntryTokens(entry, this.config);
      this.afterLast = 0;
      return;
    }
    if (isCountedEntry(entry)) {
      const tokens = estimateEntryTokens(entry, this.config);
      this.afterFirst += tokens;
      this.afterLast += tokens;
    }
    if (entry.type !== "user") return;
    for (const block of entry.blocks) {
      if (block.kind !== "tool_result") continue;
      if (this.compactable.has(this.toolNames.get(block.toolUseId) ?? ""))
        this.queue.push(block.toolUseId, estimateBlockTokens(block, this.config), 0);
    }
  }

  /** The count at the check: the last call's context plus (from 2.1.x) the estimate since. */
  count(lastContext: number): number {
    const c = this.config;
    if (c.countingMode === "usage-only") return lastContext;
    const estimate = c.countingAnchor === "first" ? this.afterFirst : this.afterLast;
    return (
      lastContext +
      (c.countingMode === "length/4x4/3" ? Math.ceil(estimate * c.estimatePadFactor) : estimate)
    );
  }

  /**
   * Legacy microcompact at this count (seed 004: above the warning level; from 2.1.22 the last
   * usage alone opens the gate), cleared; or null.
   */
  microcompact(count: number, lastContext: number): (MicrocompactPlan & { ids: string[] }) | null {
    const c = this.config;
    if (!c.legacyMicrocompact || c.legacyMicrocompactGate === "autocompact") return null;
    const gateCount = c.legacyMicrocompactGateCount === "usage" ? lastContext : count;
    if (c.legacyMicrocompactGate === "warning" && gateCount < this.thresholds.warningThreshold)
      return null;
    const plan = planLegacyMicrocompact(this.queue, c);
    if (plan === null) return null;
    const { cleared } = this.queue.clearOldest(plan.cleared);
    return { ...plan, ids: cleared.map((r) => r.toolUseId) };
  }

  /** After a full compaction no tool result is left to clear. */
  compacted(): void {
    this.queue = new ToolResultQueue();
  }
}
