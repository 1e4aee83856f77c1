import Link from "next/link";
import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { compactionPointHref, sessionHref } from "@/lib/view/compaction/compaction-point-href";
import type { InspectorState } from "@/lib/view/session/inspector-url";
import { formatInteger } from "@/lib/view/format/format-number";
import { AFTER_FIGURE } from "@/lib/view/compaction/after-figure";
import styles from "./compaction.module.css";

type CompactionHeaderProps = {
  transcriptId: string;
  sessionName: string;
  page: CompactionPageModel;
  state: InspectorState;
  /** Query values the page could not use (a mistyped override), said rather than hidden. */
  errors: string[];
};

/** What the point is, the tokens before and after (the test contract), and the way around. */
export function CompactionHeader({
  transcriptId,
  sessionName,
  page,
  state,
  errors,
}: CompactionHeaderProps) {
  const { header, neighbours, profile } = page;
  const overrides = Object.keys(state.overrides);
  return (
    <header className={styles.header}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link href={sessionHref(transcriptId, state)}>← {sessionName}</Link>
      </nav>
      <h1>{header.title}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Kind</dt>
          <dd>{header.kind}</dd>
        </div>
        <div>
          <dt>Trigger</dt>
          <dd>{header.trigger}</dd>
        </div>
        <div>
          <dt>At call</dt>
          <dd>{formatInteger(header.atCall)}</dd>
        </div>
        <div>
          <dt>Profile</dt>
          <dd title={profile.reason}>
            {profile.id}
            {overrides.length > 0 && (
              <span className="muted"> · overrides {overrides.join(", ")}</span>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.tokens}>
        <span title={header.preNote}>
          <span className={styles.tokenLabel}>Pre tokens</span>{" "}
          <strong data-testid="pre-tokens">{formatInteger(header.preTokens)}</strong>
        </span>
        <span aria-hidden="true">→</span>
        <span title={header.postNote}>
          <span className={styles.tokenLabel} title={AFTER_FIGURE.definition}>
            {AFTER_FIGURE.label}
          </span>{" "}
          {header.isPostKnown ? null : <strong className="text-warn">unknown, at least </strong>}
          <strong data-testid="post-tokens">{formatInteger(header.postTokens)}</strong>
        </span>
      </p>
      <ul className={styles.notes}>
        <li>Pre: {header.preNote}.</li>
        <li>
          <span title={AFTER_FIGURE.definition}>{AFTER_FIGURE.label}</span>: {header.postNote}.
        </li>
        {header.recordedPostLine !== null && (
          <li data-testid="recorded-post-tokens">{header.recordedPostLine}</li>
        )}
        <li>{header.alignment}</li>
        {errors.map((error) => (
          <li key={error} className="text-warn">
            Ignored in the address: {error}
          </li>
        ))}
      </ul>
      <nav className={styles.pointNav} aria-label="Other compaction points">
        {neighbours.previous ? (
          <Link
            href={compactionPointHref(transcriptId, neighbours.previous.point, state)}
            rel="prev"
          >
            ← Previous: {neighbours.previous.label}
          </Link>
        ) : (
          <span className="muted">No earlier compaction</span>
        )}
        <span className="muted">
          Point {neighbours.position} of {neighbours.count}
        </span>
        {neighbours.next ? (
          <Link href={compactionPointHref(transcriptId, neighbours.next.point, state)} rel="next">
            Next: {neighbours.next.label} →
          </Link>
        ) : (
          <span className="muted">No later compaction</span>
        )}
      </nav>
    </header>
  );
}
