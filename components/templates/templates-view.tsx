"use client";

import { useCallback, useEffect, useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import type { PromptTemplate } from "@/lib/contracts/prompt-templates";
import { templatesAnswerSchema } from "@/lib/view/summaries/summary-api";
import { TemplateDiff } from "./template-diff";
import { TemplateEditor } from "./template-editor";
import { TemplateList } from "./template-list";
import styles from "./templates.module.css";

type Selection = { id: string | null; version: number | null };

/** `?template=<id>&version=<n>` keeps the open version in the address, so a link opens it. */
function writeSelection({ id, version }: Selection) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete("template");
  else url.searchParams.set("template", id);
  if (version === null) url.searchParams.delete("version");
  else url.searchParams.set("version", String(version));
  window.history.replaceState(window.history.state, "", url);
}

/** The templates page: the list, one version open (copy, edit), and a diff of any two. */
export function TemplatesView({ initial }: { initial: Selection }) {
  const [templates, setTemplates] = useState<PromptTemplate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>(initial);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchJson("/api/templates", templatesAnswerSchema, {
      signal: controller.signal,
      cache: "no-store",
    }).then(
      (answer) => {
        setTemplates(answer.templates);
        setError(null);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted)
          setError(caught instanceof Error ? caught.message : "The connection failed.");
      },
    );
    return () => controller.abort();
  }, [generation]);

  const select = useCallback((next: Selection) => {
    setSelection(next);
    writeSelection(next);
  }, []);

  if (error !== null && templates === null)
    return (
      <p className="form-error" role="alert">
        The templates could not be read: {error}{" "}
        <button
          type="button"
          className="button button-small"
          onClick={() => setGeneration((n) => n + 1)}
        >
          Try again
        </button>
      </p>
    );
  if (templates === null)
    return (
      <p className="muted" role="status" aria-busy="true">
        Reading the templates…
      </p>
    );

  const template = templates.find((t) => t.id === selection.id) ?? templates[0] ?? null;
  const version =
    template && template.versions.some((v) => v.version === selection.version)
      ? (selection.version ?? template.latestVersion)
      : (template?.latestVersion ?? 1);
  return (
    <div className={styles.layout}>
      <TemplateList
        templates={templates}
        selectedId={template?.id ?? null}
        onSelect={(id) => select({ id, version: null })}
      />
      <div className={styles.main}>
        {template && (
          <TemplateEditor
            key={template.id}
            template={template}
            version={version}
            onPickVersion={(v) => select({ id: template.id, version: v })}
            onSaved={(id, v) => {
              select({ id, version: v });
              setGeneration((n) => n + 1);
            }}
          />
        )}
        <TemplateDiff
          key={`${template?.id}-${template?.latestVersion}`}
          templates={templates}
          selectedId={template?.id ?? null}
        />
      </div>
    </div>
  );
}
