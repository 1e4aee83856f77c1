import { RECORDED_VARIANT_ID, type SummaryVariant } from "../../contracts/summary-variant";
import { computeVariantMetrics } from "./run-variant";
import type { SummariesPorts } from "./summaries-ports";

// Recorded summaries' metrics cost a request build each: kept for the points asked last.
const RECORDED_CACHE_ENTRIES = 64;

/**
 * The summary the file recorded at a point as variant zero, with its metrics; null when the
 * file recorded none there. Kept per transcript version (its `createdAt`) for the points
 * asked last; a build that could not run now is not kept, so the next ask tries again.
 */
export function recordedVariants(ports: SummariesPorts) {
  const cache = new Map<string, Promise<SummaryVariant | null>>();

  function keyOf(transcriptId: string, point: string, createdAt: Date): string {
    return `${transcriptId}\n${point}\n${createdAt.getTime()}`;
  }

  async function build(transcriptId: string, point: string, createdAt: Date) {
    const text = await ports.readRecordedSummary(transcriptId, point);
    if (text === null) return null;
    // A build that cannot run now (a busy replay pool) leaves the metrics out, not the summary.
    const built = await ports.buildRequest(transcriptId, point, {}).catch((error: unknown) => {
      console.warn(`The recorded summary's metrics at ${transcriptId} ${point}:`, String(error));
      return undefined;
    });
    if (built === undefined) cache.delete(keyOf(transcriptId, point, createdAt));
    const tokens = ports.estimateTokens(text.length);
    const metrics =
      built?.ok === true
        ? await computeVariantMetrics(
            ports,
            { transcriptId, point, replay: {} },
            { text, tokens },
            built.value,
          )
        : null;
    const variant: SummaryVariant = {
      id: RECORDED_VARIANT_ID,
      transcriptId,
      point,
      provider: "recorded",
      model: built?.ok === true ? built.value.request.model : "",
      templateId: null,
      templateVersion: null,
      customInstructions: null,
      status: "done",
      failure: null,
      text,
      inputTokens: null,
      outputTokens: tokens,
      latencyMs: null,
      costUsd: null,
      metrics,
      probes: null,
      createdAt: createdAt.toISOString(),
      finishedAt: createdAt.toISOString(),
    };
    return variant;
  }

  return (transcriptId: string, point: string, createdAt: Date) => {
    const key = keyOf(transcriptId, point, createdAt);
    let found = cache.get(key);
    if (found === undefined) {
      found = build(transcriptId, point, createdAt);
      found.catch(() => cache.delete(key));
      cache.set(key, found);
      if (cache.size > RECORDED_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    return found;
  };
}
