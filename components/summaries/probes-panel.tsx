"use client";

import { useState } from "react";
import { z } from "zod";
import { fetchJson } from "@/components/ui/fetch-json";
import { summaryVariantSchema } from "@/lib/contracts/summary-variant";
import { JUDGE_PROMPT_VERSION, JUDGE_SYSTEM_PROMPT } from "@/lib/view/summaries/judge-prompt";
import type { ProbeColumn } from "@/lib/view/summaries/probe-columns";
import styles from "./summaries.module.css";
import { variantUrl } from "./summaries-urls";

const probedAnswerSchema = z.object({ variant: summaryVariantSchema });

type ProbesPanelProps = {
  transcriptId: string;
  point: string;
  columns: ProbeColumn[];
  /** Whether the server has an Anthropic key: probes ask a model and a judge. */
  canCallModel: boolean;
  onProbed: () => void;
};

/**
 * Probe questions (SPEC section 6): each picked variant answers recall, artifact, continuation
 * and decision questions from its summary alone, and a judge model scores the answers against
 * what the transcript says. Runs on demand: it costs model calls.
 */
export function ProbesPanel({
  transcriptId,
  point,
  columns,
  canCallModel,
  onProbed,
}: ProbesPanelProps) {
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const probe = async (variantId: string) => {
    setRunning(variantId);
    setError(null);
    try {
      await fetchJson(`${variantUrl(transcriptId, point, variantId)}/probes`, probedAnswerSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      onProbed();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "The probes could not be run.");
    } finally {
      setRunning(null);
    }
  };

  return (
    <section className={styles.probes} aria-labelledby="probes-heading" data-testid="probes">
      <h3 id="probes-heading">Probe questions</h3>
      <p className="muted">
        Questions on what the session needed after the compaction (the files it read again, the
        errors it met again, ...; the range&apos;s own questions where it needed nothing), answered
        from each summary alone and scored 0 to 5 on six dimensions by a judge model against the
        transcript.
        {!canCallModel && " They need an Anthropic key: set ANTHROPIC_API_KEY on the server."}
      </p>
      <details className={styles.definition} data-testid="judge-prompt">
        <summary>The judge&apos;s prompt, version {JUDGE_PROMPT_VERSION}</summary>
        <pre className={styles.judgePrompt}>{JUDGE_SYSTEM_PROMPT}</pre>
      </details>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.probeColumns}>
        {columns.map((column) => (
          <div
            key={column.variantId}
            className={styles.probeColumn}
            data-variant={column.variantId}
          >
            <h4>{column.label}</h4>
            <p data-testid="probe-score">{column.summary}</p>
            {column.blockedBy ? (
              <p className="muted">{column.blockedBy}</p>
            ) : (
              <button
                type="button"
                className="button button-small"
                disabled={!canCallModel || running !== null}
                aria-busy={running === column.variantId}
                onClick={() => void probe(column.variantId)}
              >
                {running === column.variantId
                  ? "Asking and judging…"
                  : column.items.length > 0
                    ? "Probe again"
                    : "Run probes"}
              </button>
            )}
            {column.items.length > 0 && (
              <details className={styles.items}>
                <summary>{column.items.length} questions</summary>
                <ol>
                  {column.items.map((item) => (
                    <li key={item.id}>
                      <strong>
                        {item.kind}
                        {item.source === "aftermath" ? " (aftermath)" : ""} · {item.score}
                      </strong>{" "}
                      {item.question}
                      <br />
                      <span className="muted">Expected:</span> {item.expected}
                      <br />
                      <span className="muted">Answer:</span> {item.answer}
                      <br />
                      <span className="muted">Judge:</span> {item.reason}
                      {item.dimensions !== "" && (
                        <>
                          <br />
                          <span className="muted">{item.dimensions}</span>
                        </>
                      )}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
