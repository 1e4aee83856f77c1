import { toCompactionPoints } from "../../contracts/compaction-points";
import { sumTokens } from "../../compaction/replay/compaction-facts";
import type { EstimateConstants } from "../../compaction/replay/estimate-tokens";
import { replayConfigSchema } from "../../compaction/config/replay-config";
import type { ReplayResult } from "../../compaction/replay/replay-result";
import type { TranscriptModel } from "../../transcript/model";
import { toAfterRows } from "./after-rows";
import { toClearedRows, type ClearedRow } from "./cleared-rows";
import { formatCompactionPoint, type CompactionPointId } from "../../contracts/compaction-point-id";
import { toCompactionHeader } from "./compaction-header";
import { toEntryRows, toolNamesById, type EntryRow } from "./entry-rows";
import { describeExistingPoints, findCompactionPoint } from "../../contracts/find-compaction-point";
import { pageRows, type RowPage } from "./page-rows";
import { pointNeighbours } from "./point-neighbours";
import { toSummarySource } from "../../contracts/summary-source";

/** Which page of each before table to show (`?before=`, `?cleared=`, `?kept=`). */
export type TablePages = { before: number; cleared: number; kept: number };

export type EntryTable = RowPage<EntryRow> & { tokens: number; lines: string | null };

const estimateSchema = replayConfigSchema.pick({ charsPerToken: true, tokensPerImage: true });

/** The estimate constants the replay ran under (`result.config` holds every value). */
function estimateConstants(result: ReplayResult): EstimateConstants {
  return estimateSchema.parse({
    charsPerToken: result.config.charsPerToken.value,
    tokensPerImage: result.config.tokensPerImage.value,
  });
}

function entryTable(
  rows: { rows: EntryRow[]; tokens: number; range: { firstLine: number; lastLine: number } | null },
  page: number,
): EntryTable {
  const lines = rows.range === null ? null : `${rows.range.firstLine}–${rows.range.lastLine}`;
  return { ...pageRows(rows.rows, page), tokens: rows.tokens, lines };
}

/**
 * Everything a point's page draws, decided here: the header figures, the records it
 * summarised and kept (one page of each, totals over all), the results microcompaction had
 * cleared, the post-compact items with the engine's total, where the summary comes from and
 * the neighbouring points. `{ ok: false }` with a sentence naming the points that do exist.
 *
 * @example
 * const page = toCompactionPageModel(model, result, { origin: "replayed", atCall: 41 });
 * page.ok && page.value.after.total === page.value.header.postTokens // true
 */
export function toCompactionPageModel(
  model: TranscriptModel,
  result: ReplayResult,
  id: CompactionPointId,
  pages: TablePages = { before: 1, cleared: 1, kept: 1 },
) {
  const points = toCompactionPoints(model, result);
  const found = findCompactionPoint(result, id);
  if (found === null) return { ok: false as const, reason: describeExistingPoints(points) };
  const facts = found.origin === "recorded" ? found.row : found.event.detail;
  const c = estimateConstants(result);
  const toolOf = toolNamesById(model);
  const cleared = pageRows<ClearedRow>(toClearedRows(model, facts.cleared, toolOf), pages.cleared);
  const current =
    found.origin === "recorded"
      ? formatCompactionPoint({ origin: "recorded", uuid: found.row.uuid })
      : formatCompactionPoint({ origin: "replayed", atCall: found.event.atCall });
  return {
    ok: true as const,
    value: {
      point: current,
      origin: found.origin,
      header: toCompactionHeader(found, result),
      profile: { id: result.profile, reason: result.profileReason },
      summarised: entryTable(toEntryRows(model, facts.summarised, c, toolOf), pages.before),
      cleared: { ...cleared, tokens: facts.clearedTokens, rowTokens: sumTokens(facts.cleared) },
      kept: entryTable(toEntryRows(model, facts.kept, c, toolOf), pages.kept),
      after: toAfterRows(facts.postCompact),
      summary: toSummarySource(model, found),
      neighbours: pointNeighbours(points, current),
      /** Every point of the session under this replay, in call order (a batch's targets). */
      allPoints: points.map((p) => p.point),
    },
  };
}

export type CompactionPageModel = Extract<
  ReturnType<typeof toCompactionPageModel>,
  { ok: true }
>["value"];
