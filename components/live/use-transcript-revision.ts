"use client";

import { useEffect, useState } from "react";
import { listenToChanges } from "./live-changes";

/**
 * How many times this transcript's followed file has grown since the page opened: a key for
 * what the page fetched (its calls, its replays), which it fetches again when it moves, keeping
 * everything else (the URL's state, the scroll, the selected call).
 */
export function useTranscriptRevision(transcriptId: string): number {
  const [revision, setRevision] = useState(0);
  useEffect(
    () =>
      listenToChanges(transcriptId, (change) => {
        if (change.transcriptId === transcriptId) setRevision((value) => value + 1);
      }),
    [transcriptId],
  );
  return revision;
}
