import type { ReplayConfig } from "../../compaction/config/replay-config";
import { estimatePostCompactContext } from "../../compaction/mechanisms/full-compact/post-compact-context";
import type { EntryRange, PostCompactItem } from "../../compaction/replay/compaction-facts";
import { estimateBlockTokens } from "../../compaction/replay/estimate-tokens";
import { isExcludedFromRestore, type FileRead } from "../../compaction/replay/session-state";
import type { TranscriptModel } from "../../transcript/model";

/** The estimate's constants and the restore limits `estimatePostCompactContext` reads. */
export type RestoreConstants = Pick<ReplayConfig, "charsPerToken" | "tokensPerImage"> &
  Parameters<typeof estimatePostCompactContext>[1];

/** The main thread's Reads of a range, each at its latest read, with its result's estimate. */
function readsOf(model: TranscriptModel, range: EntryRange, c: RestoreConstants): FileRead[] {
  const resultOf = new Map<string, number>();
  for (const pair of model.toolPairs)
    if (pair.resultEntry !== null) resultOf.set(pair.toolUseId, pair.resultEntry);
  const latest = new Map<string, FileRead>();
  for (let e = range.first; e <= range.last; e++) {
    const entry = model.entries[e];
    if (entry === undefined || entry.source !== model.mainSource) continue;
    for (const block of entry.blocks) {
      if (block.kind !== "tool_use" || block.name !== "Read" || block.filePath == null) continue;
      if (isExcludedFromRestore(block.filePath)) continue;
      const result = model.entries[resultOf.get(block.id) ?? -1]?.blocks.find(
        (b) => b.kind === "tool_result" && b.toolUseId === block.id,
      );
      latest.set(block.filePath, {
        path: block.filePath,
        order: e,
        entry: e,
        tokens: result === undefined ? 0 : estimateBlockTokens(result, c),
      });
    }
  }
  return [...latest.values()];
}

/**
 * The files a compaction puts back after its summary: those its post-compact context records
 * (a file that wrote its restored attachments), else those Claude Code's policy restores from
 * the range's reads (`estimatePostCompactContext`: the most recent files, up to the session's
 * restore limits), most recent first.
 *
 * @example
 * restoredFilesAt(model, facts.summarised, facts.postCompact, constants) // ["/p/src/b.ts", "/p/src/a.ts"]
 */
export function restoredFilesAt(
  model: TranscriptModel,
  range: EntryRange | null,
  postCompact: readonly PostCompactItem[],
  c: RestoreConstants,
): string[] {
  const recorded = postCompact.flatMap((item) => (item.kind === "file" ? [item.path] : []));
  if (recorded.length > 0 || range === null) return recorded;
  const context = estimatePostCompactContext(
    {
      baseOverhead: 0,
      summaryTokens: 0,
      files: readsOf(model, range, c),
      skills: [],
      todoTokens: 0,
      planTokens: 0,
    },
    c,
  );
  return context.restoredFiles.map((file) => file.path);
}
