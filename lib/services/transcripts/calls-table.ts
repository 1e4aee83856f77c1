import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { toApiCallRows } from "../../contracts/to-api-call-rows";
import type { CallsTable } from "../../db/transcript-parts";
import { PRICING_KEY } from "../../pricing/pricing-key";
import type { TranscriptModel } from "../../transcript/model";

const gzipAsync = promisify(gzip);

/**
 * The answer of `GET /api/transcripts/:id/calls` (`{ calls }`, SPEC section 4) as JSON,
 * gzip-compressed off the thread, with the pricing table its costs come from. Made once when a
 * model is stored and kept beside it, so opening a session reads the calls instead of decoding
 * its whole model (8 s and 0.6 GB of the API's thread on a 1 GB session).
 */
export async function encodeCallsTable(model: TranscriptModel): Promise<CallsTable> {
  const json = JSON.stringify({ calls: toApiCallRows(model) });
  return { gzip: await gzipAsync(json), pricingKey: PRICING_KEY };
}
