import type { RedactionReport } from "@/lib/contracts/redaction-report";
import { toRedactionSummary } from "@/lib/view/redaction/redaction-summary";
import styles from "./redaction.module.css";

type RedactionNoticeProps = {
  report: RedactionReport;
  /** What the text is on its way to: a model ("sending") or this page ("showing"). */
  purpose: "sending" | "showing";
};

/** What a redaction pass took out of the text below it: a sentence and a count per kind. */
export function RedactionNotice({ report, purpose }: RedactionNoticeProps) {
  const summary = toRedactionSummary(report, purpose);
  return (
    <div className={styles.notice} data-state={summary.state} data-testid="redaction-notice">
      <p className={styles.sentence} role="status">
        {summary.sentence}
      </p>
      {summary.items.length > 0 && (
        <ul className={styles.items} aria-label="Redacted secrets by kind">
          {summary.items.map((item) => (
            <li key={item.kind} data-kind={item.kind}>
              {item.words}
            </li>
          ))}
        </ul>
      )}
      {summary.warning !== null && <p className="text-warn">{summary.warning}</p>}
    </div>
  );
}
