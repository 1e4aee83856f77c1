"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  parseInspectorState,
  toInspectorSearchParams,
  type InspectorState,
} from "@/lib/view/session/inspector-url";

/**
 * The inspector's view state, read from and written to the URL: a link reproduces the view.
 * Writes replace the history entry without a navigation (Next keeps `useSearchParams` in step
 * with `history.replaceState`), so a constant change re-renders the client only.
 */
export function useInspectorState() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const query = searchParams.toString();
  const { state, errors } = useMemo(() => parseInspectorState(new URLSearchParams(query)), [query]);

  // Reads the URL as it is now, not the state of the last render: `update` keeps one identity
  // (memoised views do not re-render for a new callback) and two updates in one handler compose.
  const update = useCallback(
    (patch: Partial<InspectorState>) => {
      const current = parseInspectorState(new URLSearchParams(window.location.search)).state;
      const next = toInspectorSearchParams({ ...current, ...patch }).toString();
      window.history.replaceState(null, "", next ? `${pathname}?${next}` : pathname);
    },
    [pathname],
  );

  return { state, errors, query, update };
}
