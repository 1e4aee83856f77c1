"use client";

import { describeFailure } from "@/lib/view/summaries/failure-words";
import type { StreamState } from "@/lib/view/summaries/stream-state";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./summaries.module.css";

type StreamingVariantProps = {
  state: StreamState;
  onCancel(): void;
  onDismiss(): void;
};

const PHASE_WORDS: Record<StreamState["phase"], string> = {
  connecting: "Starting…",
  streaming: "Writing…",
  done: "Done",
  failed: "Stopped",
};

/** The summary being written: its text as it arrives, tokens so far, Cancel; then its end. */
export function StreamingVariant({ state, onCancel, onDismiss }: StreamingVariantProps) {
  const isRunning = state.phase === "connecting" || state.phase === "streaming";
  return (
    <section
      className={styles.stream}
      aria-label="Summary being written"
      data-testid="summary-stream"
    >
      <div className={styles.streamHead}>
        <strong role="status" data-testid="stream-phase">
          {PHASE_WORDS[state.phase]}
        </strong>
        <span className="muted" data-testid="stream-tokens">
          {formatInteger(state.outputTokens)} output tokens
        </span>
        {isRunning ? (
          <button type="button" className="button button-small" onClick={onCancel}>
            Cancel
          </button>
        ) : (
          <button type="button" className="button button-small button-ghost" onClick={onDismiss}>
            Close
          </button>
        )}
      </div>
      {state.failure && (
        <p className={styles.failure} role="alert" data-testid="stream-failure">
          {describeFailure(state.failure)}
        </p>
      )}
      {state.text !== "" && (
        <div
          className={`text-panel ${styles.streamText}`}
          data-testid="stream-text"
          tabIndex={0}
          role="region"
          aria-label="Summary text so far"
        >
          {state.text}
        </div>
      )}
    </section>
  );
}
