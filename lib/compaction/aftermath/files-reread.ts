import { estimateBlockTokens, type EstimateConstants } from "../replay/estimate-tokens";
import type { FileReread } from "./aftermath-types";
import type { CompactionWindow, ToolUseAt } from "./compaction-windows";

/** Tools that put a file's content in the context by `file_path`. */
const READ_TOOLS: ReadonlySet<string> = new Set(["Read"]);

const isRead = (use: ToolUseAt): use is ToolUseAt & { filePath: string } =>
  READ_TOOLS.has(use.name) && use.filePath !== null;

/**
 * Files Read in the summarised range and Read again after the compaction, one row per file at
 * its first re-read: the tokens are that result's estimate (a call that follows several
 * results grew by all of them together, so its usage cannot say which file cost what).
 *
 * @example
 * filesReread(window, { charsPerToken: 4, tokensPerImage: 2_000 })[0] // { path: "/p/a.ts", tokens: 1_200, ... }
 */
export function filesReread(window: CompactionWindow, c: EstimateConstants): FileReread[] {
  const readBefore = new Set(window.before.toolUses.filter(isRead).map((use) => use.filePath));
  const rows = new Map<string, FileReread>();
  for (const use of window.after.toolUses.filter(isRead)) {
    if (!readBefore.has(use.filePath) || rows.has(use.filePath)) continue;
    rows.set(use.filePath, {
      path: use.filePath,
      tokens: use.result === null ? 0 : estimateBlockTokens(use.result, c),
      firstRereadCall: use.call,
      restored: window.restored.has(use.filePath),
    });
  }
  return [...rows.values()];
}
