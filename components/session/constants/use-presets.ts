"use client";

import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import {
  deletePreset,
  PRESETS_STORAGE_KEY,
  readPresets,
  renamePreset,
  savePreset,
  writePresets,
  type Preset,
} from "@/lib/view/session/constants/presets";

/** Said instead of the stored text when the browser refuses storage (private mode, policy). */
const UNAVAILABLE = Symbol("storage unavailable");
/** Same-tab writes; the `storage` event covers the other tabs. */
const CHANGED = "compaction-lab:presets-changed";

function readStored(): string | null | typeof UNAVAILABLE {
  try {
    return window.localStorage.getItem(PRESETS_STORAGE_KEY);
  } catch {
    return UNAVAILABLE;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export type PresetMessage = { isError: boolean; text: string };

/** Why a write failed, in words: a full storage is the one case the user can fix. */
function describeWriteFailure(error: unknown): string {
  const isFull = error instanceof DOMException && error.name === "QuotaExceededError";
  return isFull
    ? "Browser storage is full: the preset was not saved. Delete a preset or clear site data."
    : "This browser does not let the page store presets (private mode or a site setting).";
}

/**
 * Named presets of profile and overrides in localStorage, shared by every tab. Reads are parsed
 * (`readPresets`); a failed write leaves the stored list as it was and says why.
 */
export function usePresets() {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const isAvailable = stored !== UNAVAILABLE;
  const { presets, notes } = useMemo(
    () => readPresets(stored === UNAVAILABLE ? null : stored),
    [stored],
  );
  const [message, setMessage] = useState<PresetMessage | null>(null);

  const store = useCallback((next: Preset[], done: string) => {
    try {
      window.localStorage.setItem(PRESETS_STORAGE_KEY, writePresets(next));
      window.dispatchEvent(new Event(CHANGED));
      setMessage({ isError: false, text: done });
      return true;
    } catch (error) {
      setMessage({ isError: true, text: describeWriteFailure(error) });
      return false;
    }
  }, []);

  const save = useCallback(
    (preset: Preset) => {
      const change = savePreset(presets, preset);
      if (!change.ok) {
        setMessage({ isError: true, text: change.reason });
        return false;
      }
      return store(change.presets, `Saved preset "${preset.name.trim()}".`);
    },
    [presets, store],
  );

  const remove = useCallback(
    (name: string) => store(deletePreset(presets, name), `Deleted preset "${name}".`),
    [presets, store],
  );

  const rename = useCallback(
    (from: string, to: string) => {
      const change = renamePreset(presets, from, to);
      if (!change.ok) {
        setMessage({ isError: true, text: change.reason });
        return false;
      }
      return store(change.presets, `Renamed preset "${from}" to "${to.trim()}".`);
    },
    [presets, store],
  );

  return { presets, notes, isAvailable, message, setMessage, save, remove, rename };
}
