"use client";

import Link from "next/link";
import { useMemo } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import {
  toFittedQuery,
  toMismatchReasons,
  type WithoutUsage,
} from "@/lib/view/session/events/mismatch-reasons";
import { isFitBetter, isOwnChoice } from "@/lib/view/session/events/baseline-request";
import { toReplayAgreement } from "@/lib/view/session/events/replay-agreement";
import styles from "./replay-mismatch.module.css";

type ReplayMismatchProps = {
  /** The replay under the page's constants. */
  replay: InspectorReplay | null;
  /** The replay that stands for the recording (`baselineRequest`). */
  baseline: InspectorReplay | null;
  /** The Claude Code version of each main-thread call (`mainThreadVersions`); empty until loaded. */
  versions: readonly (string | null)[];
  /** The main-thread calls that record no usage (`mainThreadWithoutUsage`); undefined until loaded. */
  withoutUsage?: WithoutUsage;
  /** The settings fitted from the file (the `auto` replay's `fit`; null: auto reproduces it). */
  fit?: Fit | null;
  /** The page's query, for the link that replays with the fitted settings. */
  query: string;
};

/**
 * Said above every explanation when the replay under the page's settings does not make the
 * recorded compactions and microcompactions at their calls, with the likely reasons the
 * baseline replay's own disagreement gives, strongest first. Under the user's own constants a
 * disagreement is the what-if's answer, and the banner says so. A file whose format records no
 * compactions cannot disagree on them: a quieter note says the replay's are unchecked.
 */
export function ReplayMismatch({
  replay,
  baseline,
  versions,
  withoutUsage,
  fit,
  query,
}: ReplayMismatchProps) {
  const agreement = useMemo(() => (replay === null ? null : toReplayAgreement(replay)), [replay]);
  const isWhatIf = isOwnChoice(query);
  // Under the user's own constants the reasons are the session's (the baseline's); on the
  // session's own settings, the page's replay is the one to explain.
  const explained = isWhatIf ? baseline : replay;
  const reasons = useMemo(
    () =>
      explained === null || toReplayAgreement(explained).agrees
        ? []
        : toMismatchReasons({ replay: explained, versions, fit, withoutUsage }),
    [explained, versions, fit, withoutUsage],
  );
  if (agreement === null || baseline === null) return null;
  if (agreement.agrees)
    return agreement.unchecked === null ? null : (
      <section className={styles.unchecked} role="status" data-testid="replay-unchecked">
        <h2 className={styles.title}>The recording cannot check this replay</h2>
        <p className={styles.sentence}>{agreement.unchecked}</p>
      </section>
    );
  // Not on the fitted replay itself: the link would lead where the page already is.
  const fittedQuery = isFitBetter(fit) ? toFittedQuery(query) : null;

  return (
    <section className={styles.mismatch} role="status" data-testid="replay-mismatch">
      <h2 className={styles.title}>This replay does not match the recording</h2>
      {[...agreement.sentences, ...(agreement.unchecked ?? [])].map((sentence) => (
        <p key={sentence} className={styles.sentence}>
          {sentence}
        </p>
      ))}
      {isWhatIf && (
        <p className={styles.note}>
          This is a what-if: the replay runs under the profile or constants you chose, not the
          session&apos;s. The sentences below keep what the session did and say what these would
          change.
        </p>
      )}
      {reasons.length > 0 && (
        <>
          <p className={styles.note}>
            {isWhatIf
              ? "The session's own settings do not reproduce the recording either. Likely reasons, strongest first:"
              : "Likely reasons, strongest first:"}
          </p>
          <ol className={styles.reasons} data-testid="mismatch-reasons">
            {reasons.map((reason) => (
              <li key={reason.kind} data-reason={reason.kind}>
                {reason.text}
              </li>
            ))}
          </ol>
        </>
      )}
      {fittedQuery !== null && fittedQuery !== new URLSearchParams(query).toString() && (
        <p className={styles.actions}>
          <Link
            className="button button-small"
            href={`?${fittedQuery}`}
            data-testid="replay-fitted"
          >
            Replay with the fitted settings
          </Link>
        </p>
      )}
      {!isWhatIf && reasons.length === 0 && (
        <p className={styles.note}>
          Nothing in the file points to one reason: a setting it does not record, a Claude Code
          version whose rules differ from its profile&apos;s, or a model whose window is not known.
          Try another profile or constant beside the curve.
        </p>
      )}
    </section>
  );
}
