import "server-only";
import type {
  ApiCallRow,
  ListTranscriptsQuery,
  TranscriptList,
  TranscriptSummary,
} from "../contracts/transcript-summary";
import { toApiCallRows } from "../contracts/to-api-call-rows";
import type { TranscriptModel } from "../transcript/model";
import { getDb } from "../server/database";
import { AppError } from "../errors";
import { ensureBallast, releaseBallast } from "../storage/ballast";
import { describeFullDiskForDelete } from "../storage/disk-space";
import { createModelCache } from "./model-cache";
import { currentScopeKey } from "../server/database";
import { createSpaceReclaimer, deleteWithRoom } from "./reclaim-space";
import * as queries from "./transcript-queries";

// The app's data access: the queries bound to the process-wide client.
const globalForModels = globalThis as typeof globalThis & {
  compactionLabModels?: ReturnType<typeof createModelCache>;
};
const modelCache = (globalForModels.compactionLabModels ??= createModelCache());
const spaceReclaimer = createSpaceReclaimer(getDb, () => void ensureBallast());

export function listTranscripts(query: ListTranscriptsQuery): Promise<TranscriptList> {
  return queries.listTranscripts(getDb(), query);
}

export function getTranscriptSummary(id: string): Promise<TranscriptSummary | null> {
  return queries.getTranscriptSummary(getDb(), id);
}

export function listFacets(): Promise<queries.TranscriptFacets> {
  return queries.listFacets(getDb());
}

export function listSubagents(
  parentId: string,
): Promise<{ id: string; name: string; apiCalls: number }[]> {
  return queries.listSubagents(getDb(), parentId);
}

export function countTranscripts(): Promise<number> {
  return queries.countTranscripts(getDb());
}

/**
 * Removes a transcript; the space its rows held goes back to the disk in the background, and
 * the ballast with it. On a disk full to the last byte the ballast file is given up and the
 * WAL emptied so the delete can go through (deleteWithRoom).
 */
export async function deleteTranscript(id: string): Promise<boolean> {
  modelCache.forget(await modelCacheKey(id));
  const deleted = await deleteWithRoom(getDb(), () => queries.deleteTranscript(getDb(), id), {
    releaseBallast: () => releaseBallast(),
    noRoom: () => new AppError("insufficient_storage", describeFullDiskForDelete()),
  });
  if (deleted) void spaceReclaimer.request();
  return deleted;
}

/**
 * Gives freed pages and the WAL's space back to the disk soon, and the ballast its file: after
 * any big write or delete (an upload stored or refused), so the WAL cannot eat the disk.
 */
export function reclaimSpaceSoon(): void {
  void spaceReclaimer.request();
}

/** Resolves once the space of deleted transcripts has gone back to the disk. */
export function spaceReclaimed(): Promise<void> {
  return spaceReclaimer.settled();
}

/** Cached per workspace: a model another workspace loaded must not answer for this one. */
async function modelCacheKey(id: string): Promise<string> {
  return `${await currentScopeKey()}/${id}`;
}

export async function getTranscriptModel(id: string): Promise<TranscriptModel | null> {
  return modelCache.get(await modelCacheKey(id), () => queries.loadTranscriptModel(getDb(), id));
}

export async function getApiCalls(id: string): Promise<ApiCallRow[] | null> {
  const model = await getTranscriptModel(id);
  return model === null ? null : toApiCallRows(model);
}
