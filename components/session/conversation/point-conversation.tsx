"use client";

import { useCallback, useState } from "react";
import { ConversationView } from "./conversation-view";

/**
 * The conversation on a compaction point's page, opened at the point. A chosen line is
 * written to the URL beside the page's own parameters (table pages, compared summaries),
 * which this leaves as they are.
 */
export function PointConversation({
  transcriptId,
  initialLine,
}: {
  transcriptId: string;
  initialLine: number | null;
}) {
  const [line, setLine] = useState(initialLine);
  const selectLine = useCallback((next: number) => {
    setLine(next);
    const params = new URLSearchParams(window.location.search);
    params.set("line", String(next));
    window.history.replaceState(null, "", `${window.location.pathname}?${params}`);
  }, []);
  return (
    <section className="panel" aria-labelledby="point-conversation-title">
      <h2 id="point-conversation-title">Conversation at this point</h2>
      <ConversationView transcriptId={transcriptId} focusLine={line} onSelectLine={selectLine} />
    </section>
  );
}
