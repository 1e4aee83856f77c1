"use client";

import { useMemo } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { describeForecastSettings } from "@/lib/view/session/forecast/describe-forecast-settings";
import { prepareForecast } from "@/lib/view/session/forecast/prepare-forecast";
import type { Overrides, ProfileChoice } from "@/lib/view/session/inspector-url";
import styles from "./forecast-panel.module.css";

type ForecastPanelProps = {
  /** The replay under the page's constants: the panel follows it, and every new call. */
  replay: InspectorReplay | null;
  /** The Claude Code version of each main-thread call (`mainThreadVersions`); empty until loaded. */
  versions: readonly (string | null)[];
  profile: ProfileChoice;
  overrides: Overrides;
};

/**
 * The next auto compaction as of the session's last call: the context now against the
 * threshold of the replayed version and constants, and the calls and tokens to go at the
 * recent growth. Computed from the replay on every render of a new result, never kept.
 */
export function ForecastPanel({ replay, versions, profile, overrides }: ForecastPanelProps) {
  const settings = describeForecastSettings(versions, profile, overrides);
  const view = useMemo(
    () => (replay === null ? null : prepareForecast(replay, settings)),
    [replay, settings],
  );

  return (
    <section
      className={styles.panel}
      aria-label="Next compaction forecast"
      data-testid="forecast-panel"
    >
      <h2 className={styles.title}>Next compaction</h2>
      {view === null ? (
        <p className="muted" role="status">
          Forecasting…
        </p>
      ) : (
        <>
          <p className={styles.context} data-testid="forecast-context">
            {view.context}
          </p>
          {view.outlook !== "" && (
            <p className={styles.outlook} data-testid="forecast-outlook">
              {view.outlook}
            </p>
          )}
          {view.asOf !== null && (
            <p className={styles.asOf} data-testid="forecast-as-of">
              {view.asOf}
            </p>
          )}
        </>
      )}
    </section>
  );
}
