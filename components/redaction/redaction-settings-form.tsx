"use client";

import { useState } from "react";
import { fetchJson } from "@/components/ui/fetch-json";
import {
  redactionSettingsSchema,
  type RedactionSettings,
} from "@/lib/contracts/redaction-settings";
import { parsePatternLines, toRedactionMode } from "@/lib/view/redaction/redaction-mode";
import styles from "./redaction.module.css";

type Saving =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "failed"; message: string };

/**
 * The workspace's redaction settings: its switch (when neither REDACT nor a team server
 * decides) and its extra patterns, one a line, saved with `PUT /api/redaction`; a pattern the
 * server turns down keeps the old list and says why.
 */
export function RedactionSettingsForm({ initial }: { initial: RedactionSettings }) {
  const [settings, setSettings] = useState(initial);
  const [enabled, setEnabled] = useState(initial.workspaceEnabled);
  const [patterns, setPatterns] = useState(initial.patterns.join("\n"));
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const mode = toRedactionMode(settings);

  const save = async () => {
    setSaving({ state: "saving" });
    try {
      const saved = await fetchJson("/api/redaction", redactionSettingsSchema, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ enabled, patterns: parsePatternLines(patterns) }),
      });
      setSettings(saved);
      setSaving({ state: "saved" });
    } catch (error) {
      setSaving({
        state: "failed",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <form
      aria-label="Redaction settings"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={styles.sentence} role="status" data-testid="redaction-mode">
        {mode.sentence}
      </p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={mode.canToggle ? enabled : settings.enabled}
          disabled={!mode.canToggle}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        Redact secrets in this workspace
      </label>
      <label className={styles.field}>
        <span>Extra patterns, one regular expression a line (redacted as “custom”)</span>
        <textarea
          rows={6}
          value={patterns}
          spellCheck={false}
          onChange={(event) => setPatterns(event.currentTarget.value)}
          placeholder={"ACME-[0-9]{8}\ninternal\\.example\\.com"}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" disabled={saving.state === "saving"}>
          Save
        </button>
        <span role="status" className="muted">
          {saving.state === "saved" ? "Saved." : saving.state === "saving" ? "Saving…" : ""}
        </span>
      </div>
      {saving.state === "failed" && (
        <p role="alert" className="form-error">
          {saving.message}
        </p>
      )}
    </form>
  );
}
