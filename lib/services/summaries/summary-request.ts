import "server-only";
import type { EntryRange } from "../../compaction/replay/compaction-facts";
import { replayConfigSchema } from "../../compaction/config/replay-config";
import type { ReplayResult } from "../../compaction/replay/replay-result";
import {
  buildSummaryRequest,
  type BuiltSummaryRequest,
} from "../../compaction/summary-request/build-summary-request";
import { sessionVersion } from "../../compaction/config/resolve-profile";
import { preservedUuids } from "../../compaction/summary-request/preserved-uuids";
import { parseRawLine, rangeLines } from "../../compaction/summary-request/range-lines";
import {
  summaryRequestOptionsSchema,
  type SummaryRequestOptions,
} from "../../compaction/summary-request/summary-request-options";
import type { PrismaClient } from "../../db/generated/client";
import { readRawLines } from "../../db/raw-lines";
import { AppError, transcriptNotFound } from "../../errors";
import type { TranscriptModel } from "../../transcript/model";
import { parseCompactionPoint } from "../../contracts/compaction-point-id";
import { describeExistingPoints, findCompactionPoint } from "../../contracts/find-compaction-point";
import { toCompactionPoints } from "../../contracts/compaction-points";
import { REDACTION_OFF, type RedactionReport } from "../../contracts/redaction-report";
import type { RedactionService } from "../redaction/redaction-service";
import { restoredFilesAt } from "./policy-restored-files";
import type { ReplayService } from "../replay/replay-service";
import type { TranscriptsService } from "../transcripts/transcripts-service";

export type PointSummaryRequest = BuiltSummaryRequest & {
  transcriptId: string;
  point: string;
  origin: "recorded" | "replayed";
  atCall: number;
  profile: ReplayResult["profile"];
  /** Which continuation message wraps the summary (only "manual" skips the request to go on). */
  trigger: "auto" | "manual";
  window: number;
  /** The summarised records' lines (main source only inside them); null when the range is empty. */
  range: { firstLine: number; lastLine: number } | null;
  /** Records of the main source read from the range. */
  records: number;
  /** Files the compaction restores after its summary, as the point's post-compact context lists them. */
  restoredFiles: string[];
  /** What was redacted from the records before the request was built (kinds, counts, places). */
  redaction: RedactionReport;
};

export type PointSummaryOutcome =
  { ok: true; value: PointSummaryRequest } | { ok: false; error: AppError };

const restoreSchema = replayConfigSchema.pick({
  charsPerToken: true,
  tokensPerImage: true,
  restoreMaxFiles: true,
  restoreFileTokens: true,
  restoreTotalFileTokens: true,
  restoreTodos: true,
  restorePlan: true,
  restoreSkills: true,
  restoreSkillTokens: true,
  restoreTotalSkillTokens: true,
});

const limitsSchema = replayConfigSchema.pick({
  maxOutputTokens: true,
  outputReserveCap: true,
  charsPerToken: true,
  ptlMaxRetries: true,
  ptlFallbackDropFraction: true,
});

/** The model of the last real main-thread call before the point (the one that would summarise). */
function modelAt(model: TranscriptModel, atCall: number, fallback: string | null): string {
  for (let i = Math.min(atCall, model.calls.length) - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call?.isMainThread === true && call.model !== "<synthetic>") return call.model;
  }
  return fallback ?? "claude-sonnet-4-5";
}

/** The Claude Code version of the last main-thread call before the point: it shapes the request. */
function versionAt(model: TranscriptModel, atCall: number): string | null {
  for (let i = Math.min(atCall, model.calls.length) - 1; i >= 0; i--) {
    const call = model.calls[i];
    if (call?.isMainThread === true && call.version) return call.version;
  }
  return sessionVersion(model);
}

/** What the recorded boundary kept after its summary (2.1.153 on), read from its own line. */
async function preservedAt(
  db: PrismaClient,
  transcriptId: string,
  model: TranscriptModel,
  uuid: string,
): Promise<string[]> {
  const line = model.compactions.find((c) => c.uuid === uuid)?.line;
  if (line === undefined) return [];
  for await (const { text } of readRawLines(db, transcriptId, line, line))
    return preservedUuids(parseRawLine(text));
  return [];
}

/** The raw records of the main source in an entry range, read back by line range and parsed. */
async function readRangeRecords(
  db: PrismaClient,
  transcriptId: string,
  model: TranscriptModel,
  range: EntryRange,
): Promise<unknown[]> {
  const lines = rangeLines(model, range);
  const records: unknown[] = [];
  const rows = readRawLines(db, transcriptId, range.firstLine, range.lastLine);
  for await (const { line, text } of rows) if (lines.has(line)) records.push(parseRawLine(text));
  return records;
}

/**
 * The exact summarization request at a compaction point (recorded `recorded-<uuid>` or
 * replayed `replayed-<call>`) under the replay the options name: the point's summarised
 * records read back from the raw bytes by line range, main source only, built by the engine
 * with the model and Claude Code version of the last call before it (the version picks the
 * request's shape and max_tokens, request-profiles.ts), the session's output limit and the window. An
 * unknown transcript or point is a 404 naming what exists. Throws the ZodError of bad options.
 *
 * @example
 * const buildRequest = summaryRequestBuilder({ db, replay, transcripts, redaction });
 * const built = await buildRequest(id, "replayed-41", { profile: "cc-2.1" });
 * built.ok && built.value.request.max_tokens // 20_000
 */
export function summaryRequestBuilder({
  db,
  replay,
  transcripts,
  redaction,
}: {
  db: () => PrismaClient;
  replay: () => Pick<ReplayService, "replayResult">;
  transcripts: () => Pick<TranscriptsService, "getTranscriptModel">;
  redaction: () => Pick<RedactionService, "newRedactor">;
}) {
  return (transcriptId: string, pointId: string, options: SummaryRequestOptions = {}) =>
    buildSummaryRequestForPoint(
      { db: db(), replay: replay(), transcripts: transcripts(), redaction: redaction() },
      transcriptId,
      pointId,
      options,
    );
}

async function buildSummaryRequestForPoint(
  {
    db,
    replay,
    transcripts,
    redaction,
  }: {
    db: PrismaClient;
    replay: Pick<ReplayService, "replayResult">;
    transcripts: Pick<TranscriptsService, "getTranscriptModel">;
    redaction: Pick<RedactionService, "newRedactor">;
  },
  transcriptId: string,
  pointId: string,
  options: SummaryRequestOptions,
): Promise<PointSummaryOutcome> {
  const { profile, overrides, ...prompt } = summaryRequestOptionsSchema.parse(options);
  const [model, result] = await Promise.all([
    transcripts.getTranscriptModel(transcriptId),
    replay.replayResult(transcriptId, { profile, overrides }),
  ]);
  if (model === null || result === null)
    return { ok: false, error: transcriptNotFound(transcriptId) };
  const id = parseCompactionPoint(pointId);
  const found = id === null ? null : findCompactionPoint(result, id);
  if (found === null) {
    const existing = describeExistingPoints(toCompactionPoints(model, result));
    return {
      ok: false,
      error: new AppError(
        "not_found",
        `No compaction point "${pointId}" in this session. ${existing}`,
      ),
    };
  }
  const facts = found.origin === "recorded" ? found.row : found.event.detail;
  const atCall = found.origin === "recorded" ? found.row.atCall : found.event.atCall;
  const trigger =
    (found.origin === "recorded" ? found.row.trigger : found.event.detail.trigger) === "manual"
      ? "manual"
      : "auto";
  const range = facts.summarised;
  const read = range === null ? [] : await readRangeRecords(db, transcriptId, model, range);
  // Redacted before the builder sees them: the request, its estimate and every stored copy
  // (a variant keeps the request it sends) hold markers, never the secrets.
  const redactor = await redaction.newRedactor();
  const records = redactor === null ? read : redactor.redactValue(read);
  const preserved =
    found.origin === "recorded" ? await preservedAt(db, transcriptId, model, found.row.uuid) : [];
  const limits = limitsSchema.parse(
    Object.fromEntries(
      Object.keys(limitsSchema.shape).map((k) => [
        k,
        result.config[k as keyof typeof limitsSchema.shape].value,
      ]),
    ),
  );
  const built = buildSummaryRequest({
    records,
    harness: model.harness,
    model: modelAt(model, atCall, result.window.model),
    version: versionAt(model, atCall),
    // Overridden, the replay's; else the model's own output limit (model-windows.ts).
    ...(result.config.maxOutputTokens.overridden
      ? { maxOutputTokens: limits.maxOutputTokens }
      : {}),
    preservedUuids: preserved,
    window: result.window.tokens,
    includeSidechains: true, // only the main source is read: a subagent's own file is all sidechain
    config: limits,
    ...prompt,
  });
  return {
    ok: true,
    value: {
      ...built,
      transcriptId,
      point: pointId,
      origin: found.origin,
      atCall,
      profile: result.profile,
      trigger,
      window: result.window.tokens,
      range: range === null ? null : { firstLine: range.firstLine, lastLine: range.lastLine },
      records: records.length,
      restoredFiles: restoredFilesAt(
        model,
        range,
        facts.postCompact,
        restoreSchema.parse(
          Object.fromEntries(
            Object.keys(restoreSchema.shape).map((k) => [
              k,
              result.config[k as keyof typeof restoreSchema.shape].value,
            ]),
          ),
        ),
      ),
      redaction: redactor === null ? REDACTION_OFF : redactor.report(),
    },
  };
}
