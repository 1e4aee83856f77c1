"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { compactionHref } from "@/lib/view/session/events/compaction-href";
import { toFilledByBars } from "@/lib/view/session/events/filled-by-bars";
import { toThresholdInferenceText } from "@/lib/view/session/events/threshold-inference-text";
import { toNoCompactionText, toWhySentences } from "@/lib/view/session/events/why-sentences";
import { WhyItCompactedChart } from "./why-it-compacted-chart";
import styles from "./why-it-compacted.module.css";

type WhyItCompactedProps = {
  replay: InspectorReplay | null;
  onSelectCall(call: number): void;
  /** For the link to each compaction's page, which keeps the profile and overrides of `query`. */
  transcriptId: string;
  query: string;
};

const FIRST_BLOCKS = 5;

/**
 * The top of the inspector: for each recorded compaction why it fired, what filled the
 * context, and what would have avoided it; then what the session says about its threshold.
 */
export function WhyItCompacted({ replay, onSelectCall, transcriptId, query }: WhyItCompactedProps) {
  const sentences = useMemo(() => (replay ? toWhySentences(replay) : []), [replay]);
  const [isExpanded, setExpanded] = useState(false);
  if (!replay) return null;
  // A long session compacts dozens of times: the first few open the page, the rest on request.
  const shown = isExpanded ? sentences : sentences.slice(0, FIRST_BLOCKS);
  const byUuid = new Map(replay.explanations.map((e) => [e.uuid, e]));

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
        <p className={styles.empty} data-testid="why-empty">
          {toNoCompactionText(replay)}
        </p>
      ) : (
        <ol className={styles.blocks}>
          {shown.map((why) => {
            const explanation = byUuid.get(why.uuid);
            return (
              <li key={why.uuid} className={styles.block} data-testid="why-block">
                <div className={styles.words}>
                  <p className={styles.headline}>{why.headline}</p>
                  {/* Folded: the sentence of every compaction and the curve share the first screen. */}
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
                {explanation && why.isReplayable && (
                  <WhyItCompactedChart
                    bars={toFilledByBars(explanation.filledBy)}
                    label={`What filled the context before call ${why.atCall}`}
                  />
                )}
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
        {toThresholdInferenceText(replay.thresholdInference, replay.window.tokens)}
      </p>
    </section>
  );
}
