import type { ClearedToolResult } from "./compaction-facts";

/**
 * The tool results a microcompact mechanism may clear, oldest first, with their estimated
 * tokens. Every mechanism clears oldest first, so each query below is a prefix search on
 * Fenwick trees (tokens and counts of results still active): O(log n) per check, which keeps
 * a replay linear in calls even when a session piles up thousands of results.
 */
export class ToolResultQueue {
  private readonly ids: string[] = [];
  private readonly tokens: number[] = [];
  private readonly entries: number[] = [];
  private readonly active: boolean[] = [];
  private readonly positions = new Map<string, number>();
  private readonly tokenTree: number[] = [0];
  private readonly countTree: number[] = [0];
  private head = 0;
  private total = 0;
  private activeCount = 0;

  /** Adds a result (its tool_use id, estimated tokens and entry index) as the newest. */
  push(id: string, tokens: number, entry: number): void {
    const position = this.ids.length + 1;
    this.positions.set(id, this.ids.length);
    this.ids.push(id);
    this.tokens.push(tokens);
    this.entries.push(entry);
    this.active.push(true);
    // Appending to a Fenwick tree: node i covers (i - lowbit(i), i].
    const low = position - (position & -position);
    this.tokenTree.push(
      tokens + this.prefix(this.tokenTree, position - 1) - this.prefix(this.tokenTree, low),
    );
    this.countTree.push(
      1 + this.prefix(this.countTree, position - 1) - this.prefix(this.countTree, low),
    );
    this.total += tokens;
    this.activeCount += 1;
  }

  get activeTokens(): number {
    return this.total;
  }

  get size(): number {
    return this.activeCount;
  }

  /** Tokens that clearing the oldest results down to `budget` would save, keeping the newest `keep`. */
  savingToBudget(budget: number, keep: number): { saved: number; cleared: number } {
    if (this.total <= budget) return { saved: 0, cleared: 0 };
    const clearable = Math.max(0, this.activeCount - keep);
    if (clearable === 0) return { saved: 0, cleared: 0 };
    const end = this.search(this.countTree, clearable);
    const position = Math.min(this.search(this.tokenTree, this.total - budget), end);
    return {
      saved: this.prefix(this.tokenTree, position),
      cleared: this.prefix(this.countTree, position),
    };
  }

  /** Tokens of all active results but the newest `keep`. */
  savingKeepingRecent(keep: number): { saved: number; cleared: number } {
    const clearable = Math.max(0, this.activeCount - keep);
    if (clearable === 0) return { saved: 0, cleared: 0 };
    return {
      saved: this.prefix(this.tokenTree, this.search(this.countTree, clearable)),
      cleared: clearable,
    };
  }

  /** Clears the oldest `count` active results; returns them (id, entry, tokens) and their sum. */
  clearOldest(count: number): { cleared: ClearedToolResult[]; saved: number } {
    const cleared: ClearedToolResult[] = [];
    let saved = 0;
    while (cleared.length < count && this.head < this.ids.length) {
      const i = this.head++;
      if (!this.active[i]) continue;
      const tokens = this.tokens[i] ?? 0;
      saved += tokens;
      cleared.push({ toolUseId: this.ids[i] ?? "", entry: this.entries[i] ?? 0, tokens });
      this.deactivate(i);
    }
    return { cleared, saved };
  }

  /** Whether the result is still active (pushed, not cleared, not dropped). */
  has(id: string): boolean {
    const i = this.positions.get(id);
    return i !== undefined && this.active[i] === true;
  }

  /** Deactivates one result another mechanism cleared; returns its tokens (0 when not active). */
  remove(id: string): number {
    const i = this.positions.get(id);
    if (i === undefined || !this.active[i]) return 0;
    const tokens = this.tokens[i] ?? 0;
    this.deactivate(i);
    return tokens;
  }

  /** Forgets results before an entry (they were summarised): not a saving. */
  dropBefore(entry: number): void {
    while (this.head < this.ids.length && (this.entries[this.head] ?? 0) < entry) {
      if (this.active[this.head]) this.deactivate(this.head);
      this.head++;
    }
  }

  private deactivate(i: number): void {
    const tokens = this.tokens[i] ?? 0;
    this.active[i] = false;
    this.total -= tokens;
    this.activeCount -= 1;
    for (let p = i + 1; p < this.tokenTree.length; p += p & -p) {
      this.tokenTree[p] = (this.tokenTree[p] ?? 0) - tokens;
      this.countTree[p] = (this.countTree[p] ?? 0) - 1;
    }
  }

  private prefix(tree: number[], position: number): number {
    let sum = 0;
    for (let p = position; p > 0; p -= p & -p) sum += tree[p] ?? 0;
    return sum;
  }

  /** Smallest position whose prefix reaches `target` (the tree holds non-negative values). */
  private search(tree: number[], target: number): number {
    let position = 0;
    let remaining = target;
    let step = 1;
    while (step * 2 < tree.length) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = position + step;
      if (next < tree.length && (tree[next] ?? 0) < remaining) {
        position = next;
        remaining -= tree[next] ?? 0;
      }
    }
    return Math.min(position + 1, tree.length - 1);
  }
}
