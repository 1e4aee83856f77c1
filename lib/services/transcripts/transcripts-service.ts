import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type {
  ListTranscriptsQuery,
  TranscriptList,
  TranscriptSummary,
} from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import { readRawLines, type RawLine } from "../../db/raw-lines";
import { createSpaceReclaimer, deleteWithRoom } from "../../db/reclaim-space";
import * as queries from "../../db/transcript-queries";
import { AppError } from "../../errors";
import { PRICING_KEY } from "../../pricing/pricing-key";
import { ensureBallast, releaseBallast } from "../../storage/ballast";
import { describeFullDiskForDelete } from "../../storage/disk-space";
import type { createModelCache } from "../../transcript/model-cache";
import type { TranscriptModel } from "../../transcript/model";
import { encodeCallsTable } from "./calls-table";

const gunzipAsync = promisify(gunzip);

export type TranscriptsDeps = {
  db: () => PrismaClient;
  /** The current workspace as a cache key ("*": every row), so models never cross workspaces. */
  scopeKey: () => Promise<string>;
  /** Parsed models, shared by everything in the process that reads them. */
  modelCache: ReturnType<typeof createModelCache>;
};

/**
 * The stored transcripts: the sessions list, one transcript's summary, model, calls and raw
 * lines, and its removal, which gives the space back to the disk (and the ballast its file).
 */
export function createTranscriptsService({ db, scopeKey, modelCache }: TranscriptsDeps) {
  const spaceReclaimer = createSpaceReclaimer(db, () => void ensureBallast());

  /**
   * Cached per workspace (a model another workspace loaded must not answer for this one) and
   * per content version: lines appended to a followed file make a new version, read anew.
   */
  const modelCacheKey = async (id: string) => `${await scopeKey()}/${id}@`;

  async function getTranscriptModel(id: string): Promise<TranscriptModel | null> {
    const version = await queries.findModelVersion(db(), id);
    if (version === null) return null;
    return modelCache.get(`${await modelCacheKey(id)}${version}`, () =>
      queries.loadTranscriptModel(db(), id),
    );
  }

  /**
   * `GET /calls`'s answer as gzip-compressed JSON: the table stored beside the model, read as
   * it is. A row stored before tables existed, or priced by another pricing table, has its
   * table made again from the model and kept (best-effort: a full disk still gets an answer).
   */
  async function getCallsGzip(id: string): Promise<Uint8Array | null> {
    const stored = await queries.loadCallsTable(db(), id, PRICING_KEY);
    if (stored === null) return null;
    if (!stored.stale) return stored.gzip;
    const model = await getTranscriptModel(id);
    if (model === null) return null;
    const table = await encodeCallsTable(model);
    await queries.saveCallsTable(db(), id, table).catch((error: unknown) => {
      console.error(`The calls of ${id} could not be kept:`, error);
    });
    return table.gzip;
  }

  return {
    listTranscripts(query: ListTranscriptsQuery): Promise<TranscriptList> {
      return queries.listTranscripts(db(), query);
    },

    getTranscriptSummary(id: string): Promise<TranscriptSummary | null> {
      return queries.getTranscriptSummary(db(), id);
    },

    listFacets(): Promise<queries.TranscriptFacets> {
      return queries.listFacets(db());
    },

    listSubagents(parentId: string): Promise<{ id: string; name: string; apiCalls: number }[]> {
      return queries.listSubagents(db(), parentId);
    },

    countTranscripts(): Promise<number> {
      return queries.countTranscripts(db());
    },

    getTranscriptModel,

    getCallsGzip,

    /** getCallsGzip uncompressed, for a client that did not ask for gzip. */
    async getCallsJson(id: string): Promise<Uint8Array | null> {
      const gzip = await getCallsGzip(id);
      return gzip === null ? null : gunzipAsync(gzip);
    },

    /** Lines `from` to `to` of the stored file, unzipping only the pieces that hold them. */
    readLines(id: string, from: number, to: number): AsyncGenerator<RawLine> {
      return readRawLines(db(), id, from, to);
    },

    /**
     * Removes a transcript; the space its rows held goes back to the disk in the background,
     * and the ballast with it. On a disk full to the last byte the ballast file is given up and
     * the WAL emptied so the delete can go through (deleteWithRoom).
     */
    async deleteTranscript(id: string): Promise<boolean> {
      modelCache.forgetStarting(await modelCacheKey(id));
      const deleted = await deleteWithRoom(db(), () => queries.deleteTranscript(db(), id), {
        releaseBallast: () => releaseBallast(),
        noRoom: () => new AppError("insufficient_storage", describeFullDiskForDelete()),
      });
      if (deleted) void spaceReclaimer.request();
      return deleted;
    },

    /**
     * Gives freed pages and the WAL's space back to the disk soon, and the ballast its file:
     * after any big write or delete (an upload stored or refused), so the WAL cannot eat the disk.
     */
    reclaimSpaceSoon(): void {
      void spaceReclaimer.request();
    },

    /** Resolves once the space of deleted transcripts has gone back to the disk. */
    spaceReclaimed(): Promise<void> {
      return spaceReclaimer.settled();
    },
  };
}

export type TranscriptsService = ReturnType<typeof createTranscriptsService>;
