"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * The constants panel as a drawer on narrow screens (the CSS decides the width at which it
 * is one; wider, the panel is a sticky column and the toggle is hidden). Opening calls
 * `onOpen` (the inspector brings the curve into view) and moves the focus into the panel;
 * Escape inside it closes it and gives the focus back to the toggle. Not modal: the curve and
 * the tables stay usable beside it.
 */
export function useConstantsDrawer(onOpen: () => void) {
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  function open() {
    setOpen(true);
    // After React has shown the panel and the page has made room for it.
    requestAnimationFrame(() => {
      onOpen();
      panelRef.current?.focus({ preventScroll: true });
    });
  }

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return {
    isOpen,
    toggleProps: {
      ref: toggleRef,
      "aria-expanded": isOpen,
      "aria-controls": panelId,
      onClick: () => (isOpen ? close() : open()),
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      tabIndex: -1,
      "data-open": isOpen,
      onKeyDown: (event: KeyboardEvent) => {
        // A field's own Escape (reverting its draft) prevents the default first.
        if (event.key !== "Escape" || event.defaultPrevented || !isOpen) return;
        event.preventDefault();
        close();
      },
    },
  };
}
