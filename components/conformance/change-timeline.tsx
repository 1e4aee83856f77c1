import type { ChangeTimeline as Timeline } from "@/lib/view/conformance/change-timeline";
import styles from "./conformance.module.css";

type ChangeTimelineProps = {
  timeline: Timeline;
  /** The version picked in the filter, marked on the axis. */
  pickedVersion: string | null;
  /** Narrows the table to a change point's version and setting. */
  onPick(version: string, setting: string): void;
};

/**
 * Versions on one axis, one lane per setting: a dot where the version was measured, a marker
 * where its behaviour changed since the previous measured one (a button: it narrows the table
 * to that run), and the changes in words below.
 */
export function ChangeTimeline({ timeline, pickedVersion, onPick }: ChangeTimelineProps) {
  const columns = timeline.versions.length;
  return (
    <figure className={styles.timeline} data-testid="change-timeline">
      <div className={styles.timelineScroll}>
        <div
          className={styles.timelineGrid}
          style={{
            gridTemplateColumns: `minmax(150px, 190px) repeat(${columns}, minmax(26px, 1fr))`,
          }}
        >
          <span className={styles.axisCorner}>Setting / version</span>
          {timeline.versions.map((version) => (
            <span
              key={version}
              className={styles.axisLabel}
              data-picked={version === pickedVersion || undefined}
            >
              {version}
            </span>
          ))}
          {timeline.lanes.map((lane) => {
            const points = new Map(lane.points.map((point) => [point.at, point]));
            const measured = new Set(lane.measuredAt);
            return [
              <span key={`${lane.setting}-label`} className={styles.laneLabel} title={lane.words}>
                {lane.setting}
              </span>,
              ...timeline.versions.map((version, at) => {
                const point = points.get(at);
                return (
                  <span
                    key={`${lane.setting}-${version}`}
                    className={styles.laneCell}
                    data-picked={version === pickedVersion || undefined}
                  >
                    {point ? (
                      <button
                        type="button"
                        className={styles.changeMarker}
                        title={point.sentence}
                        aria-label={`${lane.setting}, ${point.sentence}`}
                        onClick={() => onPick(point.version, lane.setting)}
                        data-testid="change-point"
                        data-version={point.version}
                        data-setting={lane.setting}
                      />
                    ) : measured.has(at) ? (
                      <span className={styles.measuredDot} aria-hidden="true" />
                    ) : null}
                  </span>
                );
              }),
            ];
          })}
        </div>
      </div>
      <figcaption className="muted">
        A dot: measured on that version under that setting. A diamond: its behaviour changed since
        the previous measured version (click it for that run).
      </figcaption>
      <details className={styles.changeList}>
        <summary>Every change in words</summary>
        {timeline.lanes
          .filter((lane) => lane.points.length > 0)
          .map((lane) => (
            <section key={lane.setting}>
              <h3>
                {lane.setting} <span className="muted">({lane.words})</span>
              </h3>
              <ul>
                {lane.points.map((point) => (
                  <li key={point.version}>{point.sentence}</li>
                ))}
              </ul>
            </section>
          ))}
      </details>
    </figure>
  );
}
