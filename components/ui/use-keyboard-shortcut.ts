"use client";

import { useEffect, useEffectEvent } from "react";

/** True when the key press belongs to a field the user is typing in. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "submit", "reset", "file"].includes(target.type);
  }
  return false;
}

/**
 * A single-key page shortcut ("/" to search, "u" to upload). It stays quiet while the user
 * types in a field, holds a modifier, or a dialog is open, so it never eats a real keystroke.
 */
export function useKeyboardShortcut(key: string, onPress: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== key || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target) || document.querySelector("dialog[open]")) return;
    event.preventDefault();
    onPress();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
