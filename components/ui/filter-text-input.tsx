"use client";

import { useEffect, useEffectEvent, useState, type Ref } from "react";

/** Time to wait after the last keystroke before the URL (and the server query) changes. */
const DEBOUNCE_MS = 300;

type FilterTextInputProps = {
  label: string;
  /** The committed value, from the URL. */
  value: string | undefined;
  onCommit(value: string | undefined): void;
  placeholder?: string;
  type?: "search" | "text";
  listId?: string;
  inputMode?: "decimal";
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A text filter that commits after a pause in typing, or at once on Enter. It follows the URL
 * when the value changes from outside (a "clear filters" click) but never overwrites what the
 * user is still typing.
 */
export function FilterTextInput(props: FilterTextInputProps) {
  const { label, value, onCommit, inputRef, type = "text", placeholder, listId, className } = props;
  const { inputMode } = props;
  const [text, setText] = useState(value ?? "");
  const [committed, setCommitted] = useState(value);

  // Adjusting state while rendering (React's documented pattern) instead of an effect.
  if (value !== committed) {
    setCommitted(value);
    if ((value ?? "") !== text.trim()) setText(value ?? "");
  }

  function commitNow(next: string) {
    const normalised = normalise(next);
    if (normalised === committed) return;
    setCommitted(normalised);
    onCommit(normalised);
  }
  // The debounce timer calls the latest commitNow: one set three renders ago must not commit
  // against the filters of three renders ago.
  const commitLatest = useEffectEvent(commitNow);

  useEffect(() => {
    if (normalise(text) === committed) return;
    const timer = setTimeout(() => commitLatest(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  return (
    <label className={`field ${className ?? ""}`}>
      <span className="field-label">{label}</span>
      <input
        ref={inputRef}
        type={type}
        className="input"
        value={text}
        placeholder={placeholder}
        list={listId}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commitNow(text);
          }
          if (event.key === "Escape" && text !== "") {
            // Our clearing replaces the browser's own (search fields clear on Escape too).
            event.preventDefault();
            setText("");
            commitNow("");
          }
        }}
      />
    </label>
  );
}

function normalise(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}
