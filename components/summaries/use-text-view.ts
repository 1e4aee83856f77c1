"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import {
  formatTextView,
  parseTextView,
  TEXT_VIEW_PARAM,
  type TextView,
} from "@/lib/view/summaries/text-view";

/**
 * The comparison's text view, read from the address (`?text=plain`) so a link opens the same
 * view, and written back through the History API, so switching never asks the server to render
 * the page (and replay) again. Held in state too: Next does not follow a replaceState that
 * keeps its own history entry's state.
 */
export function useTextView(): [TextView, (view: TextView) => void] {
  const initial = parseTextView(useSearchParams().get(TEXT_VIEW_PARAM));
  const [view, setState] = useState(initial);
  const setView = useCallback((next: TextView) => {
    setState(next);
    const url = new URL(window.location.href);
    const value = formatTextView(next);
    if (value === null) url.searchParams.delete(TEXT_VIEW_PARAM);
    else url.searchParams.set(TEXT_VIEW_PARAM, value);
    // Keep `compare=recorded,abc` readable, as useCompareIds writes it.
    url.search = url.searchParams.toString().replace(/%2C/gi, ",");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return [view, setView];
}
