"use client";

import { useCallback, useState } from "react";
import { formatCompareParam, toggleCompared } from "@/lib/view/summaries/compare-param";

/**
 * The picked variant ids, kept in the address (`?compare=recorded,<id>`) so a link
 * reproduces the comparison. The address changes through the History API, so picking never
 * asks the server to render the page (and replay) again.
 */
export function useCompareIds(initial: string[]) {
  const [picked, setPicked] = useState(initial);
  const write = useCallback((ids: string[]) => {
    setPicked(ids);
    const url = new URL(window.location.href);
    const value = formatCompareParam(ids);
    if (value === null) url.searchParams.delete("compare");
    else url.searchParams.set("compare", value);
    // Commas are legal in a query: `compare=recorded,abc` reads better than `%2C`.
    url.search = url.searchParams.toString().replace(/%2C/gi, ",");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  const toggle = useCallback((id: string) => write(toggleCompared(picked, id)), [picked, write]);
  return { picked, toggle, setPicked: write };
}
