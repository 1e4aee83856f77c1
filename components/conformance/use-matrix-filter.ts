"use client";

import { useCallback, useState } from "react";
import { formatMatrixFilter, type MatrixFilter } from "@/lib/view/conformance/matrix-filter";

/**
 * The versions table's filter, kept in the address (`?version=&setting=&problems=1`) so a link
 * opens the same rows. Written through the History API: filtering never asks the server to
 * render the page again.
 */
export function useMatrixFilter(initial: MatrixFilter) {
  const [filter, setFilter] = useState(initial);
  const write = useCallback((next: MatrixFilter) => {
    setFilter(next);
    const url = new URL(window.location.href);
    url.search = formatMatrixFilter(next).toString();
    window.history.replaceState(window.history.state, "", url);
  }, []);
  return [filter, write] as const;
}
