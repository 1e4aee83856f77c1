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

  const update = useCallback(
    (patch: Partial<InspectorState>) => {
      const next = toInspectorSearchParams({ ...state, ...patch }).toString();
      window.history.replaceState(null, "", next ? `${pathname}?${next}` : pathname);
    },
    [state, pathname],
  );

  return { state, errors, query, update };
}
