"use client";

import { useMemo } from "react";
import type { ApiCallRow } from "@/lib/contracts/transcript-summary";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { clampCallRange, type CallRange } from "@/lib/view/session/curve/curve-range";
import { prepareCurveScale } from "@/lib/view/session/curve/curve-scale";
import { describeCurveCount } from "@/lib/view/session/curve/describe-curve-count";
import { listCurveSources, selectSourceCalls } from "@/lib/view/session/curve/curve-sources";
import { groupMarkersByCall } from "@/lib/view/session/curve/describe-curve-point";
import { prepareCurveLegend } from "@/lib/view/session/curve/prepare-curve-legend";
import { prepareCurveMarkers } from "@/lib/view/session/curve/prepare-curve-markers";
import { prepareCurveSeries } from "@/lib/view/session/curve/prepare-curve-series";
import {
  prepareThresholdLines,
  thresholdPolicyOf,
} from "@/lib/view/session/curve/prepare-threshold-lines";
import { CHART_HEIGHT, TokenCurveChart } from "./token-curve-chart";
import { TokenCurveBrush } from "./token-curve-brush";
import { TokenCurveLegend } from "./token-curve-legend";
import { TokenCurveSourceSelect } from "./token-curve-source-select";
import styles from "./token-curve.module.css";

/** The brush's own series only needs the shape of the session. */
const OVERVIEW_POINTS = 400;

export type TokenCurveProps = {
  /** null while the calls load. */
  calls: ApiCallRow[] | null;
  replay: InspectorReplay | null;
  source: string | null;
  onSourceChange(source: string | null): void;
  range: CallRange | null;
  onRangeChange(range: CallRange | null): void;
  focusCall: number | null;
  onSelectCall(call: number): void;
  /** The first replay is on its way (not failed): the zoom control waits for it. */
  isFirstReplayLoading: boolean;
};

/**
 * The token curve of one query source (SPEC C4): recorded context by part, the replayed context
 * under the current constants, threshold lines, recorded and replayed events, a brush to zoom.
 * Every decision is a memoised preparer from lib/view/session/curve, each linear in the calls.
 */
export function TokenCurve(props: TokenCurveProps) {
  const { calls, replay, source } = props;
  const allCalls = useMemo(() => calls ?? [], [calls]);
  const sources = useMemo(() => listCurveSources(allCalls, source), [allCalls, source]);
  const sourceCalls = useMemo(() => selectSourceCalls(allCalls, source), [allCalls, source]);
  const mainSource = useMemo(
    () => allCalls.find((c) => c.isMainThread)?.source ?? "main",
    [allCalls],
  );
  const { markers, note } = useMemo(
    () => prepareCurveMarkers(replay, source, mainSource),
    [replay, source, mainSource],
  );
  const markerCalls = useMemo(() => new Set(markers.map((m) => m.atCall)), [markers]);
  const markersByCall = useMemo(() => groupMarkersByCall(markers), [markers]);
  const replayCalls = source === null ? (replay?.calls ?? null) : null;
  const first = sourceCalls[0]?.index ?? null;
  const last = sourceCalls[sourceCalls.length - 1]?.index ?? null;
  // The URL's range is a new object on every parse: the memo keys on its ends.
  const rangeFrom = props.range?.from ?? null;
  const rangeTo = props.range?.to ?? null;
  const range = useMemo(
    () =>
      clampCallRange(
        rangeFrom === null || rangeTo === null ? null : { from: rangeFrom, to: rangeTo },
        first,
        last,
      ),
    [rangeFrom, rangeTo, first, last],
  );
  const series = useMemo(
    () => prepareCurveSeries({ calls: sourceCalls, replayCalls, keepCalls: markerCalls, range }),
    [sourceCalls, replayCalls, markerCalls, range],
  );
  // The areas' points leave the replay out, keyed on the recorded markers' calls (equal from one
  // replay to the next): a constant change leaves them the same object, so they are not redrawn.
  const recordedKey = markers
    .filter((m) => m.source === "recorded")
    .map((m) => m.atCall)
    .join(",");
  const recordedPoints = useMemo(() => {
    const keepCalls = new Set(recordedKey === "" ? [] : recordedKey.split(",").map(Number));
    return prepareCurveSeries({ calls: sourceCalls, replayCalls: null, keepCalls, range }).points;
  }, [sourceCalls, recordedKey, range]);
  // The brush's series leaves the replay out: a constant change must not reset its handles.
  const overview = useMemo(
    () => prepareCurveSeries({ calls: sourceCalls, replayCalls: null, maxPoints: OVERVIEW_POINTS }),
    [sourceCalls],
  );
  const whole = useMemo(
    () => prepareCurveSeries({ calls: sourceCalls, replayCalls, maxPoints: OVERVIEW_POINTS }),
    [sourceCalls, replayCalls],
  );
  const domainFrom = range?.from ?? first ?? 0;
  const domainTo = range?.to ?? last ?? 0;
  const domain = useMemo((): [number, number] => [domainFrom, domainTo], [domainFrom, domainTo]);
  const thresholds = source === null ? (replay?.thresholds ?? null) : null;
  const policy = thresholdPolicyOf(replay);
  const lines = useMemo(() => prepareThresholdLines(thresholds, policy), [thresholds, policy]);
  const scale = useMemo(() => prepareCurveScale(whole.points, thresholds), [whole, thresholds]);
  const hasReplayed = replayCalls !== null;
  const legend = useMemo(
    () => prepareCurveLegend(lines, markers, hasReplayed),
    [lines, markers, hasReplayed],
  );

  return (
    <section
      className={`panel ${styles.curve}`}
      aria-labelledby="curve-heading"
      data-testid="token-curve"
    >
      <div className={styles.head}>
        <h2 id="curve-heading" className="panel-title">
          Token curve
        </h2>
        <TokenCurveSourceSelect sources={sources} source={source} onChange={props.onSourceChange} />
        {range && (
          <button type="button" className="button" onClick={() => props.onRangeChange(null)}>
            Reset zoom
          </button>
        )}
        <p className={styles.count} data-testid="curve-count" role="status">
          {calls === null ? "Loading the calls…" : describeCurveCount(series, range)}
        </p>
      </div>
      {note && <p className={styles.note}>{note}</p>}
      {source === null && replay === null && calls !== null && (
        <p className={styles.note} role="status">
          Replaying: the replayed line, thresholds and events appear when it is done.
        </p>
      )}
      {calls === null ? (
        <div className={styles.placeholder} style={{ height: CHART_HEIGHT }} aria-busy="true">
          <p className="muted">Loading the calls…</p>
        </div>
      ) : sourceCalls.length === 0 ? (
        <div className={styles.placeholder} style={{ height: CHART_HEIGHT }}>
          <p className="muted">
            No API calls {source === null ? "on the main thread" : "for this source"}.
          </p>
        </div>
      ) : (
        <div className={styles.frame}>
          <TokenCurveChart
            recordedPoints={recordedPoints}
            points={series.points}
            domain={domain}
            scale={scale}
            lines={lines}
            markers={markers}
            markersByCall={markersByCall}
            hasReplayed={hasReplayed}
            focusCall={props.focusCall}
            onSelectCall={props.onSelectCall}
          />
          <TokenCurveBrush
            key={source ?? ""}
            points={overview.points}
            range={range}
            onRangeChange={props.onRangeChange}
            isDeferred={props.isFirstReplayLoading}
          />
          <TokenCurveLegend items={legend} />
        </div>
      )}
    </section>
  );
}
