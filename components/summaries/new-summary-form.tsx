"use client";

import Link from "next/link";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import type { NewSummaryForm as FormValues } from "@/lib/view/summaries/new-summary-body";
import type { PromptTemplate } from "@/lib/contracts/prompt-templates";
import type { ModelsAnswer } from "@/lib/view/summaries/summary-api";
import { describeModelOption } from "@/lib/view/summaries/model-option";
import { SelectField } from "@/components/ui/select-field";
import { DEFAULT_BASELINE } from "@/lib/contracts/summary-baseline";
import { BaselineFields } from "./baseline-fields";
import styles from "./summaries.module.css";

type NewSummaryFormProps = {
  /** Null while the models are read (offline needs none); an error leaves Anthropic off. */
  models: ModelsAnswer | null;
  templates: PromptTemplate[];
  isBusy: boolean;
  onSubmit(values: FormValues): void;
  /** Recorded points of the session: over one, the same summary can be made for each. */
  batchCount: number;
  onBatch(values: FormValues): void;
};

/**
 * Provider, model, template and custom instructions for one new summary, or a baseline that
 * needs no model (no template then: it sends no prompt). Offline and the baselines are always
 * there; Anthropic is offered only when the server has a key, and says how to set one when
 * not. Enter in the instructions submits (Shift+Enter for a new line), as in the other fields.
 */
export function NewSummaryForm({
  models,
  templates,
  isBusy,
  onSubmit,
  batchCount,
  onBatch,
}: NewSummaryFormProps) {
  const isConfigured = models?.anthropic.configured === true;
  const [values, setValues] = useState<FormValues>({
    provider: "offline",
    model: "",
    baseline: DEFAULT_BASELINE,
    templateId: "",
    customInstructions: "",
  });
  const model = values.model || models?.defaultModel || models?.models[0]?.id || "";
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isBusy) onSubmit({ ...values, model });
  };
  const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) submit(event);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="New summary">
      <fieldset className={styles.providers}>
        <legend className="field-label">Provider</legend>
        <label className="field-inline">
          <input
            type="radio"
            name="provider"
            value="offline"
            checked={values.provider === "offline"}
            onChange={() => setValues({ ...values, provider: "offline" })}
          />
          <span>Offline</span>
        </label>
        <label className="field-inline">
          <input
            type="radio"
            name="provider"
            value="anthropic"
            disabled={!isConfigured}
            checked={values.provider === "anthropic"}
            onChange={() => setValues({ ...values, provider: "anthropic" })}
          />
          <span>Anthropic</span>
        </label>
        <label className="field-inline">
          <input
            type="radio"
            name="provider"
            value="baseline"
            checked={values.provider === "baseline"}
            onChange={() => setValues({ ...values, provider: "baseline" })}
          />
          <span>Baseline</span>
        </label>
      </fieldset>
      {models !== null && !isConfigured && (
        <p className={`muted ${styles.hint}`} data-testid="anthropic-not-configured">
          Anthropic needs a key on the server: set <code>ANTHROPIC_API_KEY</code> (and{" "}
          <code>ANTHROPIC_BASE_URL</code> for another endpoint) in its environment and restart it.
        </p>
      )}
      {values.provider === "anthropic" && (
        <SelectField
          label="Model"
          value={model}
          onChange={(value) => setValues({ ...values, model: value })}
        >
          {models?.models.map((option) => (
            <option key={option.id} value={option.id}>
              {describeModelOption(option)}
            </option>
          ))}
        </SelectField>
      )}
      {values.provider === "baseline" && (
        <BaselineFields
          baseline={values.baseline}
          onChange={(baseline) => setValues({ ...values, baseline })}
        />
      )}
      {values.provider !== "baseline" && (
        <SelectField
          label="Template"
          value={values.templateId}
          onChange={(value) => setValues({ ...values, templateId: value })}
        >
          <option value="">Claude Code default</option>
          {templates
            .filter((template) => !template.readOnly)
            .map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} (v{template.latestVersion})
              </option>
            ))}
        </SelectField>
      )}
      {values.provider !== "baseline" && (
        <label className={`field ${styles.instructions}`}>
          <span className="field-label">Custom instructions</span>
          <textarea
            className="input"
            rows={2}
            value={values.customInstructions}
            placeholder="Appended to the prompt, as /compact <instructions> does"
            onChange={(event) => setValues({ ...values, customInstructions: event.target.value })}
            onKeyDown={submitOnEnter}
          />
        </label>
      )}
      <div className={styles.formActions}>
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {isBusy ? "Summarizing…" : "Summarize"}
        </button>
        {batchCount > 1 && (
          <button
            type="button"
            className="button"
            onClick={() => onBatch({ ...values, model })}
            title="One summary of each recorded compaction of this session, queued and run in the background"
          >
            Summarize all {batchCount} recorded points
          </button>
        )}
        <Link href="/templates">Edit templates</Link>
      </div>
    </form>
  );
}
