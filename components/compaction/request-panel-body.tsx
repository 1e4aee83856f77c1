"use client";

import { useState } from "react";
import { MarkedText } from "@/components/redaction/marked-text";
import { RedactionNotice } from "@/components/redaction/redaction-notice";
import type { SummaryRequestResponse } from "@/lib/contracts/summary-request-response";
import { toRequestPreview, type PreviewRow } from "@/lib/view/compaction/request-preview";
import { formatInteger } from "@/lib/view/format/format-number";
import compaction from "./compaction.module.css";
import styles from "./request-panel.module.css";

// The first and last few messages; the JSON copy has all of them.
const SHOWN_MESSAGES = 3;

const PTL_WORDS: Record<SummaryRequestResponse["ptl"]["outcome"], string | null> = {
  fits: null,
  truncated:
    "Over the window: the oldest API rounds were dropped to fit (as Claude Code retries a summary request that is too long).",
  "prompt-too-long":
    "Still over the window after 3 retries: Claude Code would fail this compaction.",
  "nothing-left":
    "Over the window even with one round left: Claude Code would fail this compaction.",
};

function MessageRow({ row }: { row: PreviewRow }) {
  return (
    <li>
      <span className={styles.role}>
        #{row.index + 1} {row.role}
      </span>
      <span className="muted">{formatInteger(row.chars)} characters</span>
      <pre className={styles.text}>
        <MarkedText text={row.text} />
      </pre>
    </li>
  );
}

/** The request's figures, prompt and messages, all as inert text; a button copies it as JSON. */
export function RequestPanelBody({ answer }: { answer: SummaryRequestResponse }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const { request } = answer;
  const preview = toRequestPreview(request, SHOWN_MESSAGES);
  const ptl = PTL_WORDS[answer.ptl.outcome];
  const copy = () =>
    navigator.clipboard.writeText(JSON.stringify(request, null, 2)).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  return (
    <div className={styles.body}>
      <RedactionNotice report={answer.redaction} purpose="sending" />
      <dl className={compaction.facts} data-testid="request-facts">
        <dt>Model</dt>
        <dd>{request.model}</dd>
        <dt>Messages</dt>
        <dd data-testid="request-message-count">{formatInteger(answer.messageCount)}</dd>
        <dt>max_tokens</dt>
        <dd data-testid="request-max-tokens">{formatInteger(request.max_tokens)}</dd>
        <dt>Tools</dt>
        <dd data-testid="request-tools">
          {request.tools === undefined || request.tools.length === 0
            ? "none"
            : `${formatInteger(request.tools.length)}: ${request.tools.map((t) => t.name).join(", ")}`}
        </dd>
        <dt>Thinking</dt>
        <dd data-testid="request-thinking">
          {request.thinking === undefined
            ? "none"
            : request.thinking.type === "adaptive"
              ? "adaptive"
              : `budget ${formatInteger(request.thinking.budget_tokens)} tokens`}
        </dd>
        <dt>Estimated input</dt>
        <dd data-testid="request-estimate">
          {formatInteger(answer.estimatedInputTokens)} tokens (length/4) of a{" "}
          {formatInteger(answer.window)}-token window
        </dd>
        <dt>Records dropped</dt>
        <dd>
          {formatInteger(answer.droppedRecords)} (progress, system, synthetic, sidechain…)
          {answer.images > 0 ? `, ${formatInteger(answer.images)} images as [image]` : ""}
        </dd>
      </dl>
      {ptl !== null && <p className="text-warn">{ptl}</p>}
      <div className={styles.actions}>
        <button type="button" onClick={() => void copy()}>
          Copy as JSON
        </button>
        <span role="status" className="muted">
          {copied === "copied"
            ? "Copied."
            : copied === "failed"
              ? "The browser refused the clipboard."
              : ""}
        </span>
      </div>
      <h4>System prompt</h4>
      <pre className={styles.text} data-testid="request-system">
        {request.system}
      </pre>
      <h4>Prompt (the last user message)</h4>
      <pre
        className={styles.text}
        data-testid="request-prompt"
        role="region"
        tabIndex={0}
        aria-label="Summarization prompt"
      >
        <MarkedText text={preview.prompt} />
      </pre>
      <details>
        <summary>
          Messages: showing {formatInteger(preview.head.length + preview.tail.length)} of{" "}
          {formatInteger(preview.total)}
        </summary>
        <ol className={styles.messages} data-testid="request-messages">
          {preview.head.map((row) => (
            <MessageRow key={row.index} row={row} />
          ))}
          {preview.hidden > 0 && (
            <li className="muted">
              … {formatInteger(preview.hidden)} more messages (in the JSON copy) …
            </li>
          )}
          {preview.tail.map((row) => (
            <MessageRow key={row.index} row={row} />
          ))}
        </ol>
      </details>
    </div>
  );
}
