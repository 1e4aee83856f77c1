import { EVENT_KINDS, type EventFamily } from "@/lib/compaction/replay/event-kinds";
import { CACHE_BREAK_REASON_TEXT } from "@/lib/compaction/explain/cache-breaks";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import type { MarkerStyleKey } from "./curve-config";

export type CurveMarker = {
  /** Unique within one curve (React key). */
  id: string;
  source: "recorded" | "replayed";
  /** The engine's kind for replayed events; `compaction`, `microcompaction` or `cache-break` for recorded ones. */
  kind: string;
  family: EventFamily | "cache-break";
  style: MarkerStyleKey;
  atCall: number;
  /** Tokens the event is about (context before it, or tokens re-written); null when unknown. */
  tokens: number | null;
  label: string;
};

export type CurveMarkers = { markers: CurveMarker[]; note: string | null };

const FAMILY_STYLE: Record<EventFamily, MarkerStyleKey> = {
  compaction: "replayed-compaction",
  microcompaction: "replayed-micro",
  failure: "replayed-failure",
};

/**
 * Every marker of one curve, by call: on the main thread the recorded compactions and
 * microcompactions, the replayed events (engine kind and family) and the main thread's cache
 * breaks; on a subagent's curve only that source's cache breaks (the replay covers the main
 * thread only, and `note` says so).
 *
 * @example
 * prepareCurveMarkers(replay, null, "main").markers.filter((m) => m.source === "replayed")
 */
export function prepareCurveMarkers(
  replay: InspectorReplay | null,
  source: string | null,
  mainSource: string,
): CurveMarkers {
  if (!replay) return { markers: [], note: null };
  const breakSource = source ?? mainSource;
  const markers: CurveMarker[] = replay.cacheBreaks
    .filter((cacheBreak) => cacheBreak.source === breakSource)
    .map((cacheBreak, i) => ({
      id: `break-${i}`,
      source: "recorded",
      kind: "cache-break",
      family: "cache-break",
      style: "cache-break",
      atCall: cacheBreak.atCall,
      tokens: cacheBreak.tokensRewritten,
      label: `Cache break at call ${cacheBreak.atCall}: ${formatInteger(cacheBreak.tokensRewritten)} tokens re-written (${CACHE_BREAK_REASON_TEXT[cacheBreak.reason]})`,
    }));
  if (source !== null) {
    return {
      markers,
      note: "The replay covers the main thread only: this curve shows the subagent's recorded calls and its cache breaks.",
    };
  }
  replay.recorded.forEach((event, i) => {
    const isCompaction = event.kind === "compaction";
    const trigger = isCompaction ? (event.trigger === "manual" ? "manual" : "auto") : null;
    markers.push({
      id: `recorded-${i}`,
      source: "recorded",
      kind: event.kind,
      family: isCompaction ? "compaction" : "microcompaction",
      style:
        trigger === "manual"
          ? "recorded-manual"
          : isCompaction
            ? "recorded-auto"
            : "recorded-micro",
      atCall: event.atCall,
      tokens: event.preTokens,
      label: isCompaction
        ? `Recorded ${event.trigger ?? "unknown-trigger"} compaction before call ${event.atCall}${fromTo(event.preTokens, event.postTokens)}`
        : `Recorded microcompaction before call ${event.atCall}${savedText(event.preTokens, event.postTokens)}`,
    });
  });
  replay.events.forEach((event, i) => {
    const family = EVENT_KINDS[event.kind].family;
    markers.push({
      id: `replayed-${i}`,
      source: "replayed",
      kind: event.kind,
      family,
      style: FAMILY_STYLE[family],
      atCall: event.atCall,
      tokens: event.tokensBefore,
      label: `Replayed ${event.kind} before call ${event.atCall}${family === "failure" ? "" : fromTo(event.tokensBefore, event.tokensAfter)}`,
    });
  });
  return { markers: markers.sort(byCallThenSource), note: null };
}

function fromTo(before: number | null, after: number | null): string {
  if (before === null) return "";
  return after === null
    ? `: ${formatTokens(before)} before`
    : `: ${formatTokens(before)} → ${formatTokens(after)}`;
}

function savedText(before: number | null, after: number | null): string {
  return before === null || after === null
    ? ""
    : `: ${formatTokens(before - after)} of tool results cleared`;
}

function byCallThenSource(a: CurveMarker, b: CurveMarker): number {
  return a.atCall - b.atCall || (a.source === b.source ? 0 : a.source === "recorded" ? -1 : 1);
}
