import type { SummaryText } from "@/lib/contracts/summary-text";
import type { SummarySource } from "@/lib/contracts/summary-source";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";

type SummaryPanelProps = {
  source: SummarySource;
  /** The recorded summary's text, read from the raw line; null when there is none to read. */
  text: SummaryText | null;
};

/**
 * The summary the compaction left. Rendered as text in a `pre-wrap` block, never as HTML:
 * a summary quoting `<script>` shows the characters.
 */
export function SummaryPanel({ source, text }: SummaryPanelProps) {
  if (source.kind === "estimate")
    return (
      <>
        <h3>Summary</h3>
        <p data-testid="summary-estimate">
          The session did not compact here, so there is no recorded summary: the engine estimates it
          at {formatInteger(source.tokens)} tokens. Generated summaries of this point come with the
          summaries feature.
        </p>
      </>
    );
  if (source.kind === "missing" || text === null)
    return (
      <>
        <h3>Summary</h3>
        <p className="muted" data-testid="summary-missing">
          {source.kind === "missing" ? source.reason : "The summary could not be read."}
        </p>
      </>
    );
  return (
    <>
      <h3>
        Recorded summary{" "}
        <span className="muted">
          line {source.line}
          {text.ok ? ` · ${formatInteger(text.chars)} characters` : ""}
        </span>
      </h3>
      {text.ok ? (
        <>
          {text.isCut && (
            <p className="text-warn">
              Showing the first {formatInteger(text.text.length)} of {formatInteger(text.chars)}{" "}
              characters: longer than any summary a model writes.
            </p>
          )}
          <div
            className={styles.summary}
            data-testid="summary-text"
            role="region"
            aria-label="Recorded summary text"
            tabIndex={0}
          >
            {text.text}
          </div>
        </>
      ) : (
        <p className="text-warn" data-testid="summary-missing">
          {text.reason}
        </p>
      )}
    </>
  );
}

/** Shown while the summary's line is read back from the stored file. */
export function SummaryLoading() {
  return (
    <>
      <h3>Summary</h3>
      <p className="muted" role="status" aria-busy="true">
        Reading the summary from the file…
      </p>
    </>
  );
}
