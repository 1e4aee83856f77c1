"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { compactionHref } from "@/lib/view/session/events/compaction-href";
import { toFilledByBars } from "@/lib/view/session/events/filled-by-bars";
import { toReplayAgreement } from "@/lib/view/session/events/replay-agreement";
import { toThresholdInferenceText } from "@/lib/view/session/events/threshold-inference-text";
import { toUnrecordedWhatIf, toWhatIfLines } from "@/lib/view/session/events/what-if";
import { toNoCompactionText, toWhySentences } from "@/lib/view/session/events/why-sentences";
import { FoldedFilledByChart } from "./folded-filled-by-chart";
import styles from "./why-it-compacted.module.css";

type WhyItCompactedProps = {
  /** The replay under the page's constants: its answer is the what-if line. */
  replay: InspectorReplay | null;
  /** The replay that stands for the recording (`baselineRequest`): the sentences are its. */
  baseline: InspectorReplay | null;
  onSelectCall(call: number): void;
  /** For the link to each compaction's page, which keeps the profile and overrides of `query`. */
  transcriptId: string;
  query: string;
};

const FIRST_BLOCKS = 5;

/**
 * The top of the inspector: for each recorded compaction why it fired, what filled the
 * context, what would have avoided it, and what the page's constants would have done; then
 * what the session says about its threshold. What the session did is told from the baseline
 * replay, so a what-if never rewrites it.
 */
export function WhyItCompacted({
  replay,
  baseline,
  onSelectCall,
  transcriptId,
  query,
}: WhyItCompactedProps) {
  const whatIfProfile =
    replay && baseline && replay.profile !== baseline.profile ? replay.profile : null;
  const sentences = useMemo(
    () => (baseline ? toWhySentences(baseline, whatIfProfile) : []),
    [baseline, whatIfProfile],
  );
  const whatIf = useMemo(
    () => (replay && baseline ? toWhatIfLines(replay, baseline) : new Map<string, string>()),
    [replay, baseline],
  );
  const inference = useMemo(
    () =>
      baseline === null
        ? null
        : toThresholdInferenceText(baseline.thresholdInference, {
            profile: baseline.profile,
            window: baseline.window.tokens,
            reproduces: toReplayAgreement(baseline).reproducesCompactions,
            recordsCompactions: baseline.recordsCompactions,
          }),
    [baseline],
  );
  const [isExpanded, setExpanded] = useState(false);
  if (!replay || !baseline) return null;
  // A long session compacts dozens of times: the first few open the page, the rest on request.
  const shown = isExpanded ? sentences : sentences.slice(0, FIRST_BLOCKS);
  const byUuid = new Map(baseline.explanations.map((e) => [e.uuid, e]));
  const unrecordedWhatIf = sentences.length === 0 ? toUnrecordedWhatIf(replay, baseline) : null;

  return (
    <section
      className={`panel ${styles.why}`}
      aria-labelledby="why-heading"
      data-testid="why-it-compacted"
    >
      <h2 id="why-heading" className="panel-title">
        Why it compacted
      </h2>
      {sentences.length === 0 ? (
        <>
          <p className={styles.empty} data-testid="why-empty">
            {toNoCompactionText(baseline)}
          </p>
          {unrecordedWhatIf && (
            <p className={styles.whatIf} data-testid="why-what-if">
              {unrecordedWhatIf}
            </p>
          )}
        </>
      ) : (
        <ol className={styles.blocks}>
          {shown.map((why) => {
            const explanation = byUuid.get(why.uuid);
            return (
              <li key={why.uuid} className={styles.block} data-testid="why-block">
                <div className={styles.words}>
                  <p className={styles.headline} data-testid="why-headline">
                    {why.headline}
                  </p>
                  {whatIf.has(why.uuid) && (
                    <p className={styles.whatIf} data-testid="why-what-if">
                      {whatIf.get(why.uuid)}
                    </p>
                  )}
                  {/* Folded: the sentence of every compaction and the curve share the first screen. */}
                  {explanation && why.isReplayable && (
                    <FoldedFilledByChart
                      bars={toFilledByBars(explanation.filledBy, {
                        callsWithoutUsage: explanation.callsWithoutUsage,
                      })}
                      label={`What filled the context before call ${why.atCall}`}
                    />
                  )}
                  {why.avoidance.length > 0 && (
                    <details className={styles.more}>
                      <summary>What would have avoided it</summary>
                      <ul className={styles.avoidance}>
                        {why.avoidance.map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  <div className={styles.actions}>
                    {why.isReplayable && (
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => onSelectCall(why.atCall)}
                      >
                        Show call {why.atCall} on the curve
                      </button>
                    )}
                    {/* Not prefetched: the href changes with every constant change. */}
                    <Link
                      prefetch={false}
                      className="button button-small button-ghost"
                      href={compactionHref(
                        transcriptId,
                        { source: "recorded", uuid: why.uuid },
                        query,
                      )}
                    >
                      Open this compaction
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {sentences.length > FIRST_BLOCKS && (
        <button
          type="button"
          className="button button-small"
          aria-expanded={isExpanded}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded
            ? `Show the first ${FIRST_BLOCKS} only`
            : `Showing ${FIRST_BLOCKS} of ${sentences.length} compactions: show all`}
        </button>
      )}
      <p className={styles.inference} data-testid="threshold-inference">
        <strong>Threshold: </strong>
        {inference}
      </p>
    </section>
  );
}
