import "server-only";
import type {
  ApiCallRow,
  ListTranscriptsQuery,
  TranscriptList,
  TranscriptSummary,
} from "../api/transcript-summary";
import { toApiCallRows } from "../api/to-api-call-rows";
import type { TranscriptModel } from "../transcript/model";
import { getDb } from "./client";
import { createModelCache } from "./model-cache";
import * as queries from "./transcript-queries";

// The app's data access: the queries bound to the process-wide client.
const globalForModels = globalThis as typeof globalThis & {
  compactionLabModels?: ReturnType<typeof createModelCache>;
};
const modelCache = (globalForModels.compactionLabModels ??= createModelCache());

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

export async function deleteTranscript(id: string): Promise<boolean> {
  modelCache.forget(id);
  return queries.deleteTranscript(getDb(), id);
}

export function getTranscriptModel(id: string): Promise<TranscriptModel | null> {
  return modelCache.get(id, () => queries.loadTranscriptModel(getDb(), id));
}

export async function getApiCalls(id: string): Promise<ApiCallRow[] | null> {
  const model = await getTranscriptModel(id);
  return model === null ? null : toApiCallRows(model);
}
