import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { toApiCallRow } from "../../contracts/to-api-call-rows";
import type { CallsTable } from "../../db/transcript-parts";
import { PRICING_KEY } from "../../pricing/pricing-key";
import type { TranscriptModel } from "../../transcript/model";
import { FAST_GZIP } from "../ingest/gzip-pieces";

const gzipAsync = promisify(gzip);

/**
 * The calls table (lib/services/transcripts/calls-table.ts, the same JSON byte for byte) of a
 * model that grows: each call's row is kept as JSON text and made again only when the call is
 * new or got records among the appended entries, so an append serialises its own calls, not
 * the session's. Every row is made again when the main thread changes (it numbers the calls).
 */
export function createLiveCallsTable() {
  let rows: string[] = [];
  let mainSource: string | null = null;

  return {
    /** The table of `model`, whose entries from `firstNewEntry` on are new since the last one. */
    async update(model: TranscriptModel, firstNewEntry: number): Promise<CallsTable> {
      if (model.mainSource !== mainSource) rows = [];
      mainSource = model.mainSource;
      const kept = rows.length;
      for (const [at, call] of model.calls.entries()) {
        if (at < kept && call.lastEntry < firstNewEntry) continue;
        rows[at] = JSON.stringify(toApiCallRow(call));
      }
      rows.length = model.calls.length;
      const json = `{"calls":[${rows.join(",")}]}`;
      return { gzip: await gzipAsync(json, FAST_GZIP), pricingKey: PRICING_KEY };
    },
  };
}
