import { PRICING_KEY } from "../../pricing/pricing-key";
import { canonicalJson } from "./config-key";
import { REPLAY_ENGINE_VERSION } from "./engine-version";
import type { ParsedReplayRequest } from "./replay-request-schema";

/** The overrides that are set, without the ones left undefined: `{}` and none are the same request. */
function setOverrides(request: ParsedReplayRequest): Record<string, unknown> {
  const overrides = request.overrides ?? {};
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

/** True for a profile's defaults (no override, no summary replaced): the stored results that are never evicted. */
export function isDefaultRequest(request: ParsedReplayRequest): boolean {
  return Object.keys(setOverrides(request)).length === 0 && request.summaryAt === undefined;
}

/** The replaced summary's part of the key: empty without one, so existing keys stay as they were. */
function summaryAtPart(request: ParsedReplayRequest): string {
  const at = request.summaryAt;
  return at === undefined ? "" : `:s${at.atCall}=${at.tokens}`;
}

/**
 * The key a stored (or in-flight) replay is found by. A replay is a pure function of the model
 * and the request, and a transcript's model changes only with its content version (the parser's
 * format version, and the lines appended to a followed file), so
 * engine version + model version + pricing table + the request in canonical form identify the result exactly,
 * without decoding the model (the API's thread never has to). The profile asked for stays in
 * the key even when `auto` resolves to it: the result reports how the profile was chosen.
 * Overrides are kept verbatim (canonical JSON, no hash): two requests never share a key by
 * collision. A replaced summary (`summaryAt`) adds `:s<atCall>=<tokens>` at the end.
 *
 * @example
 * replayCacheKey({ overrides: { autocompactPctOverride: 80 } }, 1)
 * // 'r4:m1:p1-5f3a09c2:auto:{"autocompactPctOverride":80}'
 */
export function replayCacheKey(
  request: ParsedReplayRequest,
  modelVersion: number | string,
): string {
  const profile = request.profile ?? "auto";
  // The pricing table's fingerprint too: cache breaks carry their cost, so an edited table
  // must not answer from results priced by the old one.
  return `r${REPLAY_ENGINE_VERSION}:m${modelVersion}:${PRICING_KEY}:${profile}:${canonicalJson(setOverrides(request))}${summaryAtPart(request)}`;
}
