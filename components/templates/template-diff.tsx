"use client";

import { useMemo, useState } from "react";
import { useFetchedJson } from "@/components/ui/use-fetched-json";
import { SelectField } from "@/components/ui/select-field";
import type { PromptTemplate } from "@/lib/contracts/prompt-templates";
import { templateDiffSchema } from "@/lib/view/summaries/summary-api";
import {
  defaultDiffPair,
  formatTemplateRef,
  parseTemplateRef,
  templateDiffUrl,
  toTemplateChoices,
} from "@/lib/view/summaries/template-choices";
import { countDiffLines, toDiffLines } from "@/lib/view/summaries/unified-diff-lines";
import styles from "./templates.module.css";
import { UnifiedDiff } from "./unified-diff";

type TemplateDiffProps = { templates: PromptTemplate[]; selectedId: string | null };

/** Any two versions, of one template or two, as the API's unified diff. */
export function TemplateDiff({ templates, selectedId }: TemplateDiffProps) {
  const choices = useMemo(() => toTemplateChoices(templates), [templates]);
  const initial = defaultDiffPair(templates, selectedId);
  const [picked, setPicked] = useState<{ from: string; to: string } | null>(null);
  const from = picked?.from ?? (initial ? formatTemplateRef(initial[0]) : "");
  const to = picked?.to ?? (initial ? formatTemplateRef(initial[1]) : "");
  const fromRef = parseTemplateRef(from);
  const toRef = parseTemplateRef(to);
  const url = fromRef && toRef ? templateDiffUrl(fromRef, toRef) : null;
  const diff = useFetchedJson(url, templateDiffSchema);
  const lines = useMemo(
    () => (diff.status === "ready" ? toDiffLines(diff.value.patch) : []),
    [diff],
  );
  const counts = countDiffLines(lines);

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="diff-heading">
      <h2 id="diff-heading" className={styles.panelTitle}>
        Compare two versions
      </h2>
      <div className={styles.diffPickers}>
        {(
          [
            ["from", "From", from],
            ["to", "To", to],
          ] as const
        ).map(([key, label, value]) => (
          <SelectField
            key={key}
            label={label}
            value={value}
            onChange={(next) => setPicked({ from, to, [key]: next })}
          >
            <option value="">Pick a version…</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {url === null ? (
        <p className="muted">Pick two versions to see what changed between them.</p>
      ) : diff.status === "loading" ? (
        <p className="muted" role="status">
          Comparing…
        </p>
      ) : diff.status === "error" ? (
        <p className="form-error" role="alert">
          The diff could not be made: {diff.message}
        </p>
      ) : lines.every((line) => line.kind === "file") ? (
        <p className="muted" data-testid="template-diff-same">
          The two versions are the same.
        </p>
      ) : (
        <>
          <p className="muted" data-testid="template-diff-counts">
            <span className={styles.addedCount}>+{counts.added}</span>{" "}
            <span className={styles.removedCount}>−{counts.removed}</span> lines
          </p>
          <UnifiedDiff lines={lines} />
        </>
      )}
    </section>
  );
}
