"use client";

import { MarkedText } from "@/components/redaction/marked-text";
import { RedactionNotice } from "@/components/redaction/redaction-notice";
import type { RedactionReport } from "@/lib/contracts/redaction-report";
import { recordsResponseSchema, type RecordsResponse } from "@/lib/contracts/records-response";
import { toRecordJson, toRecordSections } from "@/lib/view/session/tree/record-sections";
import styles from "./message-tree.module.css";
import { useFetchedJson } from "../../ui/use-fetched-json";

type RecordContentProps = {
  transcriptId: string;
  line: number;
  title: string;
  onReadInConversation?: (line: number) => void;
};

/**
 * One record's content, fetched when asked for. Everything is drawn as React text, never as
 * HTML: a `<script>` in a tool result shows as the characters it is. Huge strings and base64
 * arrive already cut by the records endpoint, with their size in the label.
 */
export function RecordContent({
  transcriptId,
  line,
  title,
  onReadInConversation,
}: RecordContentProps) {
  const url = `/api/transcripts/${encodeURIComponent(transcriptId)}/records?from=${line}&to=${line}`;
  const answer = useFetchedJson(url, recordsResponseSchema);
  return (
    <section className={styles.content} aria-label="Record content" data-testid="record-content">
      <h3 className={styles.contentTitle}>{title}</h3>
      {onReadInConversation && (
        <button
          type="button"
          className="button button-small"
          onClick={() => onReadInConversation(line)}
        >
          Read in the conversation
        </button>
      )}
      {answer.status === "loading" && <p className="muted">Loading line {line}…</p>}
      {answer.status === "error" && (
        <p role="alert" className="form-error">
          {answer.message}
        </p>
      )}
      {answer.status === "ready" && (
        <LineBody preview={answer.value.lines[0]} redaction={answer.value.redaction} />
      )}
    </section>
  );
}

type Preview = RecordsResponse["lines"][number];

function LineBody({
  preview,
  redaction,
}: {
  preview: Preview | undefined;
  redaction: RedactionReport;
}) {
  if (preview === undefined) return <p className="muted">The file has no such line.</p>;
  if (preview.kind === "blank") return <p className="muted">A blank line.</p>;
  if (preview.kind === "invalid")
    return (
      <>
        <p className="form-error">Not a record: {preview.reason}</p>
        <pre className={styles.pre}>
          <MarkedText text={preview.text} />
        </pre>
      </>
    );
  const sections = toRecordSections(preview.record);
  return (
    <>
      {/* Said only when something went: a viewer of a clean record needs no notice. */}
      {redaction.secrets > 0 && <RedactionNotice report={redaction} purpose="showing" />}
      {sections.length === 0 && <p className="muted">No message content: see the record.</p>}
      {sections.map((section, i) => (
        <div key={i} className={styles.section}>
          <h4 className={styles.sectionTitle}>{section.title}</h4>
          <pre className={styles.pre}>
            <MarkedText text={section.body} />
          </pre>
        </div>
      ))}
      <details className={styles.section} open={sections.length === 0}>
        <summary className={styles.sectionTitle}>Whole record (JSON)</summary>
        <pre className={styles.pre}>
          <MarkedText text={toRecordJson(preview.record)} />
        </pre>
      </details>
    </>
  );
}
