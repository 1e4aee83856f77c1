"use client";

import { memo, useMemo } from "react";
import type { ConversationRow as Row } from "@/lib/view/session/conversation/conversation-rows";
import { toMessageBlocks } from "@/lib/view/session/conversation/message-blocks";
import { formatTimeUtc } from "@/lib/view/format/format-date";
import styles from "./conversation.module.css";
import { MessageBlock } from "./message-block";
import type { RowContent } from "./use-record-pages";

type ConversationRowProps = {
  row: Row;
  content: RowContent;
  isSelected: boolean;
  onSelectLine(line: number): void;
  subagentHrefOf?: (toolUseId: string) => string | undefined;
};

function RowBody({
  row,
  content,
  subagentHrefOf,
}: Omit<ConversationRowProps, "isSelected" | "onSelectLine">) {
  // The preview object is kept by its page: blocks are prepared once per arrival, not per render.
  const ready = content.status === "ready" ? content.preview : undefined;
  const blocks = useMemo(
    () => (ready?.kind === "record" ? toMessageBlocks(ready.record) : []),
    [ready],
  );
  if (content.status === "loading") return <p className={styles.muted}>Loading line {row.line}…</p>;
  if (content.status === "error")
    return (
      <p role="alert" className="form-error">
        {content.message}
      </p>
    );
  const preview = content.preview;
  if (preview === undefined) return <p className={styles.muted}>The file has no such line.</p>;
  if (preview.kind === "invalid")
    return <p className="form-error">Not a record: {preview.reason}</p>;
  if (blocks.length === 0) return <p className={styles.muted}>No message content.</p>;
  const body = blocks.map((block, i) => (
    <MessageBlock key={i} block={block} subagentHrefOf={subagentHrefOf} />
  ));
  // A summary is long and repeats the session: folded under its separator.
  if (row.kind === "separator")
    return (
      <details className={styles.fold}>
        <summary>Summary text</summary>
        {body}
      </details>
    );
  return body;
}

/** One message (or separator) of the conversation, its content once its page has arrived. */
export const ConversationRow = memo(function ConversationRow({
  row,
  content,
  isSelected,
  onSelectLine,
  subagentHrefOf,
}: ConversationRowProps) {
  const titleId = `conversation-line-${row.line}`;
  const header = (
    <header className={styles.header}>
      <h4 id={titleId} className={styles.title}>
        {row.title}
      </h4>
      {row.thread !== null && <span className={styles.thread}>{row.thread}</span>}
      {row.kind === "message" && row.timestamp !== null && (
        <span className={styles.muted}>{formatTimeUtc(row.timestamp)}</span>
      )}
      <button
        type="button"
        className={styles.lineButton}
        onClick={() => onSelectLine(row.line)}
        aria-label={`Link to line ${row.line}`}
      >
        line {row.line}
      </button>
    </header>
  );
  if (row.kind === "separator")
    return (
      <article
        className={styles.separator}
        aria-labelledby={titleId}
        aria-current={isSelected || undefined}
        data-testid="conversation-separator"
        data-line={row.line}
      >
        {header}
        {row.figures.length > 0 && (
          <dl className={styles.figures}>
            {row.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {row.note !== null && (
          <p className={styles.muted} data-testid="separator-note">
            {row.note}
          </p>
        )}
        {row.hasText && <RowBody row={row} content={content} subagentHrefOf={subagentHrefOf} />}
      </article>
    );
  return (
    <article
      className={styles.message}
      aria-labelledby={titleId}
      aria-current={isSelected || undefined}
      data-speaker={row.speaker}
      data-sidechain={row.thread !== null || undefined}
      data-testid="conversation-message"
      data-line={row.line}
    >
      {header}
      <RowBody row={row} content={content} subagentHrefOf={subagentHrefOf} />
    </article>
  );
});
