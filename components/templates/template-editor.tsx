"use client";

import { useState, type FormEvent } from "react";
import { useFetchedJson } from "@/components/ui/use-fetched-json";
import { ApiRequestError, fetchJson } from "@/components/ui/fetch-json";
import {
  promptTemplateSchema,
  promptTemplateVersionSchema,
  type PromptTemplate,
} from "@/lib/contracts/prompt-templates";
import { SelectField } from "@/components/ui/select-field";
import { formatDateTimeUtc } from "@/lib/view/format/format-date";
import styles from "./templates.module.css";

type TemplateEditorProps = {
  template: PromptTemplate;
  version: number;
  onPickVersion(version: number): void;
  /** After a copy or a new version: the template and version to show. */
  onSaved(id: string, version: number): void;
};

const versionUrl = (id: string, version: number) =>
  `/api/templates/${encodeURIComponent(id)}/versions/${version}`;

function errorWords(error: unknown): string {
  return error instanceof ApiRequestError || error instanceof Error
    ? error.message
    : "The connection failed.";
}

/**
 * One version of a template: its prompt as text; "Copy to edit" on the read-only default,
 * "Edit" on a copy, which saves a new version with a note (versions are never overwritten).
 */
export function TemplateEditor({ template, version, onPickVersion, onSaved }: TemplateEditorProps) {
  const shown = useFetchedJson(versionUrl(template.id, version), promptTemplateVersionSchema);
  const [draft, setDraft] = useState<{ prompt: string; note: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    if (shown.status !== "ready") return;
    setIsSaving(true);
    setError(null);
    try {
      const created = await fetchJson("/api/templates", promptTemplateSchema, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `${template.name} (copy)`,
          prompt: shown.value.prompt,
          note: `Copied from ${template.name} v${version}`,
        }),
      });
      onSaved(created.id, created.latestVersion);
    } catch (caught) {
      setError(errorWords(caught));
    } finally {
      setIsSaving(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    setIsSaving(true);
    setError(null);
    try {
      const saved = await fetchJson(
        `/api/templates/${encodeURIComponent(template.id)}/versions`,
        promptTemplateVersionSchema,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            prompt: draft.prompt,
            ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
          }),
        },
      );
      setDraft(null);
      onSaved(saved.id, saved.version);
    } catch (caught) {
      setError(errorWords(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section
      className={`card ${styles.panel}`}
      aria-labelledby="template-heading"
      data-testid="template-editor"
    >
      <div className={styles.editorHead}>
        <h2 id="template-heading" className={styles.panelTitle}>
          {template.name}
          {template.readOnly && <span className="badge">read-only</span>}
        </h2>
        <SelectField
          label="Version"
          isInline
          value={version}
          onChange={(value) => onPickVersion(Number(value))}
          disabled={draft !== null}
        >
          {[...template.versions].reverse().map((v) => (
            <option key={v.version} value={v.version}>
              v{v.version}
              {v.note ? ` · ${v.note}` : ""}
            </option>
          ))}
        </SelectField>
        {template.readOnly ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void copy()}
            disabled={isSaving || shown.status !== "ready"}
          >
            {isSaving ? "Copying…" : "Copy to edit"}
          </button>
        ) : (
          draft === null && (
            <button
              type="button"
              className="button"
              disabled={shown.status !== "ready"}
              onClick={() =>
                shown.status === "ready" && setDraft({ prompt: shown.value.prompt, note: "" })
              }
            >
              Edit
            </button>
          )
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {draft !== null ? (
        <form
          className={styles.editForm}
          onSubmit={(event) => void save(event)}
          aria-label="New version"
        >
          <label className="field">
            <span className="field-label">Prompt</span>
            <textarea
              className={`input ${styles.promptInput}`}
              value={draft.prompt}
              onChange={(event) => setDraft({ ...draft, prompt: event.target.value })}
              rows={18}
            />
          </label>
          <label className="field">
            <span className="field-label">Note</span>
            <input
              className="input"
              value={draft.note}
              placeholder="What changed and why"
              onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            />
          </label>
          <div className="button-row">
            <button
              type="submit"
              className="button button-primary"
              disabled={isSaving || draft.prompt.trim() === ""}
            >
              {isSaving ? "Saving…" : `Save as v${template.latestVersion + 1}`}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setDraft(null)}
              disabled={isSaving}
            >
              Discard
            </button>
          </div>
        </form>
      ) : shown.status === "loading" ? (
        <p className="muted" role="status">
          Reading v{version}…
        </p>
      ) : shown.status === "error" ? (
        <p className="form-error" role="alert">
          This version could not be read: {shown.message}
        </p>
      ) : (
        <>
          <p className="muted">
            v{shown.value.version} · {formatDateTimeUtc(shown.value.createdAt)} ·{" "}
            {shown.value.prompt.length.toLocaleString("en-US")} characters
          </p>
          <pre className={`text-panel ${styles.prompt}`} tabIndex={0} data-testid="template-prompt">
            {shown.value.prompt}
          </pre>
        </>
      )}
    </section>
  );
}
