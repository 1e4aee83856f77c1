"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { listenToChanges } from "./live-changes";

/** Changes of one burst (a session writing several lines) make one refresh. */
const REFRESH_DEBOUNCE_MS = 300;

/**
 * Renders the page's server part again when a followed file changes (of `transcriptId`, or of
 * any transcript for a list), keeping the browser's state: router.refresh() merges the new
 * server output into what is on screen. A transcript stored again as a whole under a new id
 * takes its page along.
 */
export function LiveRefresh({ transcriptId = null }: { transcriptId?: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = listenToChanges(transcriptId, (change) => {
      if (transcriptId !== null && change.replaces === transcriptId) {
        const next = pathname.replace(transcriptId, encodeURIComponent(change.transcriptId));
        router.replace(`${next}${window.location.search}`);
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), REFRESH_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [transcriptId, router, pathname]);
  return null;
}
